import { endpoints } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { authRateLimit } from "../../http/rate-limit";
import { acceptInvitation, describeInvitation } from "./invitations";
import { companyAdmin } from "./admin-guard";
import { domainRoutes } from "./domain-routes";
import { bulkByCategory, listCourses, pickCourse, setVisibility, unpickCourse } from "./course-choice";
import { deactivateMember, reactivateMember, resetMemberPassword } from "./member-accounts";
import { defineImportJob, importStatus, startImport } from "./member-import";
import { listMembers } from "./member-list";
import { addMember } from "./members";

/** Company administration and the invitations it sends. */
export async function orgRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, endpoints.orgMemberCreate, async (request) => {
    const { membership, organisation } = request.auth!;
    if (!membership || !organisation || membership.role !== "admin" || organisation.kind !== "company")
      throw new ApiError("FORBIDDEN");
    return {
      data: await addMember(ctx, request.body, {
        adminUserId: request.auth!.user.id,
        organisation,
        locale: request.locale,
        origin: request.site.origin,
      }),
    };
  });

  // the company admin console: every call is the company's admins' alone (companyAdmin answers 403)
  defineImportJob(ctx);
  defineRoute(app, endpoints.orgMembers, async (request) => ({
    data: await listMembers(ctx, companyAdmin(request), request.query),
  }));
  defineRoute(app, endpoints.orgMemberDeactivate, async (request) => ({
    data: await deactivateMember(ctx, companyAdmin(request), request.params.memberId),
  }));
  defineRoute(app, endpoints.orgMemberReactivate, async (request) => ({
    data: await reactivateMember(ctx, companyAdmin(request), request.params.memberId),
  }));
  defineRoute(app, endpoints.orgMemberResetPassword, async (request) => ({
    data: await resetMemberPassword(ctx, companyAdmin(request), request.params.memberId, {
      locale: request.locale,
      origin: request.site.origin,
    }),
  }));
  defineRoute(app, endpoints.orgMemberImport, async (request) => ({
    data: await startImport(ctx, companyAdmin(request), request.body.csv, {
      locale: request.locale,
      origin: request.site.origin,
    }),
  }));
  defineRoute(app, endpoints.orgMemberImportStatus, async (request) => ({
    data: await importStatus(ctx, companyAdmin(request), request.params.importId),
  }));
  defineRoute(app, endpoints.orgCourses, async (request) => ({
    data: await listCourses(ctx, companyAdmin(request), request.query, request.locale),
  }));
  defineRoute(app, endpoints.orgCatalogueChoice, async (request) => ({
    data: await setVisibility(ctx, companyAdmin(request), request.body.visibility),
  }));
  defineRoute(app, endpoints.orgCoursePick, async (request) => ({
    data: await pickCourse(
      ctx,
      companyAdmin(request),
      { courseId: request.params.courseId, ...request.body },
      request.locale,
    ),
  }));
  defineRoute(app, endpoints.orgCourseUnpick, async (request) => ({
    data: await unpickCourse(ctx, companyAdmin(request), request.params.courseId),
  }));
  defineRoute(app, endpoints.orgCoursesBulk, async (request) => ({
    data: await bulkByCategory(ctx, companyAdmin(request), request.body),
  }));

  // link tokens are 256-bit, but the lookups are still limited like the other link calls
  defineRoute(app, endpoints.invitation, { config: authRateLimit }, async (request) => ({
    data: await describeInvitation(ctx, request.params.token),
  }));

  defineRoute(app, endpoints.invitationAccept, { config: authRateLimit }, async (request) => ({
    data: await acceptInvitation(ctx, request.params.token, request.auth!.user, request.site.slug),
  }));

  await domainRoutes(app, ctx);
}

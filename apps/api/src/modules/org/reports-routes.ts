import { endpoints, orgExportDownloadSchema } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { defineRoute } from "../../http/define-route";
import { authRateLimit } from "../../http/rate-limit";
import { route } from "../../http/route-path";
import { companyAdmin } from "./admin-guard";
import { companyReport } from "./reports";
import { defineExportJob, downloadExport, requestExport } from "./reports-export";
import {
  addGroupMembers,
  assignCourse,
  createGroup,
  deleteGroup,
  groupDetail,
  listGroups,
  myAssignments,
  removeGroupMember,
  unassignCourse,
} from "./reports-groups";
import { defineReminderJob } from "./reports-reminders";

/**
 * The company admin's reports: the dashboard, groups with assigned courses, the results export and its
 * download link; the member's own mandatory courses; the daily reminder round. Every admin call goes through
 * companyAdmin (403 for anyone else) and reads or changes only the admin's own company (404 for other ids).
 */
export async function orgReportsRoutes(app: FastifyInstance, ctx: AppContext) {
  defineExportJob(ctx);
  const startReminders = defineReminderJob(ctx, app.log);
  app.addHook("onReady", async () => {
    try {
      await startReminders();
    } catch (err) {
      // job workers not started (a one-off tool, some tests): nothing to schedule
      app.log.debug({ err }, "assignment reminders not scheduled");
    }
  });

  defineRoute(app, endpoints.orgReport, async (request) => ({
    data: await companyReport(ctx.database, companyAdmin(request), request.query.days, request.locale),
  }));
  defineRoute(app, endpoints.orgGroups, async (request) => ({
    data: await listGroups(ctx, companyAdmin(request)),
  }));
  defineRoute(app, endpoints.orgGroupCreate, async (request) => ({
    data: await createGroup(ctx, companyAdmin(request), request.body.name, request.locale),
  }));
  defineRoute(app, endpoints.orgGroup, async (request) => ({
    data: await groupDetail(ctx, companyAdmin(request), request.params.groupId, request.locale),
  }));
  defineRoute(app, endpoints.orgGroupDelete, async (request) => ({
    data: await deleteGroup(ctx, companyAdmin(request), request.params.groupId),
  }));
  defineRoute(app, endpoints.orgGroupMembersAdd, async (request) => ({
    data: await addGroupMembers(
      ctx,
      companyAdmin(request),
      { groupId: request.params.groupId, ...request.body },
      request.locale,
    ),
  }));
  defineRoute(app, endpoints.orgGroupMemberRemove, async (request) => ({
    data: await removeGroupMember(ctx, companyAdmin(request), request.params, request.locale),
  }));
  defineRoute(app, endpoints.orgGroupCourseAssign, async (request) => ({
    data: await assignCourse(
      ctx,
      companyAdmin(request),
      { ...request.params, dueDate: request.body.dueDate },
      request.locale,
    ),
  }));
  defineRoute(app, endpoints.orgGroupCourseUnassign, async (request) => ({
    data: await unassignCourse(ctx, companyAdmin(request), request.params, request.locale),
  }));
  defineRoute(app, endpoints.orgExport, async (request) => ({
    data: await requestExport(ctx, companyAdmin(request), request.body.format, {
      locale: request.locale,
      origin: request.site.origin,
    }),
  }));
  defineRoute(app, endpoints.myAssignments, async (request) => {
    const { membership, organisation } = request.auth!;
    return {
      data: await myAssignments(
        ctx,
        {
          membershipId: membership?.id ?? null,
          organisationId: organisation?.id ?? null,
          kind: organisation?.kind ?? null,
        },
        request.locale,
      ),
    };
  });

  // The mailed link: the browser opens it directly, so it is a file answer outside the client's table of
  // calls. The token in it is the only key (no session needed); limited like the other link calls.
  app.withTypeProvider<ZodTypeProvider>().get(`${route("/org/exports/{exportId}")}/download`, {
    config: authRateLimit,
    schema: {
      tags: ["org"],
      summary:
        "The results export file behind a mailed link (24 hours); 404 when the link is wrong or expired",
      params: orgExportDownloadSchema.pick({ exportId: true }),
      querystring: orgExportDownloadSchema.pick({ token: true }),
    },
    handler: async (request, reply) => {
      const file = await downloadExport(ctx, request.params.exportId, request.query.token);
      reply.header("content-type", file.contentType);
      reply.header("content-disposition", `attachment; filename="${file.filename}"`);
      reply.header("cache-control", "no-store");
      return reply.send(file.body);
    },
  });
}

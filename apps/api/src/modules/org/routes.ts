import { endpoints } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { authRateLimit } from "../../http/rate-limit";
import { acceptInvitation, describeInvitation } from "./invitations";
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

  // link tokens are 256-bit, but the lookups are still limited like the other link calls
  defineRoute(app, endpoints.invitation, { config: authRateLimit }, async (request) => ({
    data: await describeInvitation(ctx, request.params.token),
  }));

  defineRoute(app, endpoints.invitationAccept, { config: authRateLimit }, async (request) => ({
    data: await acceptInvitation(ctx, request.params.token, request.auth!.user, request.site.slug),
  }));
}

import { endpoints } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { authRateLimit } from "../../http/rate-limit";
import { isStaff } from "../subscriptions/service";
import { addCompanyDomain, domainCompany, requestDomainJoin } from "./domains";

/** Joining a company through a verified email domain, and the staff call that records such a domain. */
export async function domainRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, endpoints.domainOffer, async (request) => {
    const organisation = await domainCompany(ctx, request.auth!.user);
    return {
      data: {
        organisation: organisation ? { name: organisation.name, referral: organisation.referral } : null,
      },
    };
  });

  // it sends mail: limited like the other calls that do
  defineRoute(app, endpoints.domainJoin, { config: authRateLimit }, async (request) => ({
    data: await requestDomainJoin(ctx, request.auth!.user, {
      locale: request.locale,
      origin: request.site.origin,
    }),
  }));

  defineRoute(app, endpoints.companyDomainAdd, async (request) => {
    if (!(await isStaff(ctx.db, request.auth!.user.id))) throw new ApiError("FORBIDDEN");
    return {
      data: await addCompanyDomain(
        ctx,
        request.auth!.user.id,
        request.params.referral,
        request.params.domain,
      ),
    };
  });
}

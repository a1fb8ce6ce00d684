import { endpoints } from "@gk/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { authRateLimit } from "../../http/rate-limit";
import { t } from "../../i18n";
import {
  confirmSubscription,
  createRequest,
  isStaff,
  lapseIfDue,
  LAPSE_JOB,
  listSubscriptions,
  recordContact,
  startTrial,
  subscriptionDetail,
  subscriptionOfOrganisation,
  type LapseJob,
} from "./service";

/**
 * The company subscription: the public free-trial request, the provider's staff console (staff only: 403 for
 * everyone else, company admins included), the company admin's view of its state, and the lapse job.
 */
export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  ctx.jobs.define<LapseJob>(LAPSE_JOB, async (job) => {
    await lapseIfDue(ctx, job);
  });

  const staffOnly = async (request: FastifyRequest) => {
    if (!(await isStaff(db, request.auth!.user.id))) throw new ApiError("FORBIDDEN");
    return { staffUserId: request.auth!.user.id, origin: request.site.origin };
  };

  // it sends mail to the team: limited per client address like the other mail-sending calls
  defineRoute(app, endpoints.subscriptionRequest, { config: authRateLimit }, async (request) => {
    const id = await createRequest(ctx, request.body, {
      locale: request.locale,
      site: request.site.slug,
      userId: request.auth?.user.id ?? null,
      origin: request.site.origin,
    });
    return {
      data: { id, state: "requested" as const, message: t(request.locale, "subscription.requested") },
    };
  });

  defineRoute(app, endpoints.staffSubscriptions, async (request) => {
    await staffOnly(request);
    return { data: { items: await listSubscriptions(db, request.query.state) } };
  });

  defineRoute(app, endpoints.staffSubscription, async (request) => {
    await staffOnly(request);
    return { data: await subscriptionDetail(db, request.params.id) };
  });

  defineRoute(app, endpoints.staffSubscriptionContact, async (request) => {
    const caller = await staffOnly(request);
    await recordContact(ctx, request.params.id, caller.staffUserId, request.body.note ?? "");
    return { data: await subscriptionDetail(db, request.params.id) };
  });

  defineRoute(app, endpoints.staffSubscriptionTrial, async (request) => {
    const caller = await staffOnly(request);
    await startTrial(ctx, request.params.id, request.body, caller);
    return { data: await subscriptionDetail(db, request.params.id) };
  });

  defineRoute(app, endpoints.staffSubscriptionConfirm, async (request) => {
    const caller = await staffOnly(request);
    await confirmSubscription(ctx, request.params.id, { paidMonths: request.body.paidMonths ?? 12 }, caller);
    return { data: await subscriptionDetail(db, request.params.id) };
  });

  defineRoute(app, endpoints.orgSubscription, async (request) => {
    const { membership, organisation } = request.auth!;
    if (!membership || !organisation || membership.role !== "admin" || organisation.kind !== "company")
      throw new ApiError("FORBIDDEN");
    const s = await subscriptionOfOrganisation(db, organisation.id);
    return {
      data: {
        subscription: s && {
          state: s.state,
          trialDays: s.trialDays,
          trialStartedAt: s.trialStartedAt,
          trialEndsAt: s.trialEndsAt,
          confirmedAt: s.confirmedAt,
          paidMonths: s.paidMonths,
          freeMonths: s.freeMonths,
          activeFrom: s.activeFrom,
          activeUntil: s.activeUntil,
          lapsedAt: s.lapsedAt,
        },
      },
    };
  });
}

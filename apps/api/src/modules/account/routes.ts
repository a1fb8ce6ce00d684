import { dataExportDownloadSchema, endpoints } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { defineRoute } from "../../http/define-route";
import { authRateLimit } from "../../http/rate-limit";
import { route } from "../../http/route-path";
import { t } from "../../i18n";
import { jakartaDay } from "../../i18n/dates";
import { toUserDto } from "../auth/users";
import { confirmDeletionLink, deleteWithPassword, ERASE_JOB, eraseIfDue, mailDeletionLink } from "./delete";
import { defineDataExportJob, downloadDataExport, requestDataExport } from "./export";
import { updateInterests } from "./interests";
import { updateProfile } from "./profile";

/**
 * The account's own data: correcting it, a copy of it ("download my data") and deleting it, and the jobs that
 * build the copy and erase an account when its grace period is over.
 */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.jobs.define<{ userId: string }>(ERASE_JOB, async (job) => {
    await eraseIfDue(ctx, job);
  });
  defineDataExportJob(ctx);

  // a password check: it draws on the same per-address budget as sign-in, so it cannot be used to guess; an
  // account still on its initial company password may leave too
  defineRoute(
    app,
    endpoints.accountDelete,
    { config: authRateLimit, allowInitialPassword: true },
    async (request) => ({
      data: await deleteWithPassword(ctx, request.auth!.user, request.body, {
        site: request.site.slug,
        locale: request.locale,
      }),
    }),
  );

  defineRoute(app, endpoints.accountDeleteLink, { config: authRateLimit }, async (request) => {
    await mailDeletionLink(ctx, request.auth!.user, {
      locale: request.locale,
      origin: request.site.origin,
      site: request.site.slug,
    });
    return { data: { message: t(request.locale, "account.deleteLinkSent") } };
  });

  defineRoute(app, endpoints.accountDeleteConfirm, { config: authRateLimit }, async (request) => ({
    data: await confirmDeletionLink(ctx, request.body, { locale: request.locale }),
  }));

  defineRoute(app, endpoints.accountExport, { config: authRateLimit }, async (request) => ({
    data: await requestDataExport(ctx, request.auth!.user, {
      locale: request.locale,
      site: request.site.slug,
      origin: request.site.origin,
    }),
  }));

  defineRoute(app, endpoints.profileUpdate, async (request) => {
    const user = await updateProfile(ctx, request.auth!.user, request.body);
    return {
      data: { user: toUserDto(user, request.auth!), message: t(request.locale, "account.profileSaved") },
    };
  });

  defineRoute(app, endpoints.interestsUpdate, async (request) => {
    const user = await updateInterests(ctx, request.auth!.user, request.body.interests);
    return {
      data: { user: toUserDto(user, request.auth!), message: t(request.locale, "interests.saved") },
    };
  });

  // The mailed link: the browser opens it directly, so it is a file answer outside the client's table of
  // calls. The token in it is the only key (the learner may open the mail on another device); limited like
  // the other link calls.
  app.withTypeProvider<ZodTypeProvider>().get(`${route("/account/exports/{exportId}")}/download`, {
    config: authRateLimit,
    schema: {
      tags: ["account"],
      summary: "The 'download my data' ZIP behind a mailed link (24 hours); 404 when wrong or expired",
      params: dataExportDownloadSchema.pick({ exportId: true }),
      querystring: dataExportDownloadSchema.pick({ token: true }),
    },
    handler: async (request, reply) => {
      const file = await downloadDataExport(ctx, request.params.exportId, request.query.token);
      reply.header("content-type", "application/zip");
      reply.header(
        "content-disposition",
        `attachment; filename="gurukita-data-${jakartaDay(file.readyAt)}.zip"`,
      );
      reply.header("cache-control", "no-store");
      return reply.send(file.archive);
    },
  });
}

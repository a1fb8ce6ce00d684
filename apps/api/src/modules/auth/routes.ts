import { endpoints, errorBodySchema } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { t } from "../../i18n";
import { requireAuth } from "../../plugins/auth";
import { identify } from "./identify";
import { chooseAccount, login, register } from "./login";
import { changePassword, requestPasswordReset, resetPassword } from "./passwords";
import { revokeSession } from "./sessions";
import { toUserDto } from "./users";

export const errorResponses = { "4xx": errorBodySchema, "5xx": errorBodySchema };

/** Marks a route as drawing on the per-address budget shared by the calls attackers hammer (see server.ts). */
export const authRateLimit = (_ctx: AppContext) => ({ authLimited: true });

export async function authRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["auth"];

  app.post(endpoints.identify.path, {
    config: authRateLimit(ctx),
    schema: { tags, summary: "Sign-in step one: is this email or phone registered (404 NOT_FOUND if not)", body: endpoints.identify.request, response: { 200: endpoints.identify.response, ...errorResponses } },
    handler: async (request) => ({ data: await identify(ctx, request.body.username) }),
  });

  app.post(endpoints.login.path, {
    config: authRateLimit(ctx),
    schema: { tags, summary: "Sign in with email or phone and password", body: endpoints.login.request, response: { 200: endpoints.login.response, ...errorResponses } },
    handler: async (request) => ({ data: await login(ctx, request.body, { ip: request.ip, site: request.site }) }),
  });

  app.post(endpoints.accountChooser.path, {
    config: authRateLimit(ctx),
    schema: { tags, summary: "Pick one account after a login that found several", body: endpoints.accountChooser.request, response: { 200: endpoints.accountChooser.response, ...errorResponses } },
    handler: async (request) => ({ data: await chooseAccount(ctx, request.body, request.site) }),
  });

  app.post(endpoints.register.path, {
    config: authRateLimit(ctx),
    schema: { tags, summary: "Create an account", body: endpoints.register.request, response: { 201: endpoints.register.response, ...errorResponses } },
    handler: async (request, reply) => {
      const { acceptTerms: _accepted, ...body } = request.body;
      const data = await register(ctx, body, { site: request.site, locale: request.locale });
      return reply.status(201).send({ data });
    },
  });

  app.get(endpoints.profile.path, {
    preHandler: requireAuth(ctx, { allowInitialPassword: true }),
    schema: { tags, summary: "The signed-in user", security: [{ bearer: [] }], response: { 200: endpoints.profile.response, ...errorResponses } },
    handler: async (request) => ({ data: { user: toUserDto(request.auth!.user, request.auth!) } }),
  });

  app.post(endpoints.logout.path, {
    preHandler: requireAuth(ctx, { allowInitialPassword: true }),
    schema: { tags, summary: "Sign out (revokes this session)", security: [{ bearer: [] }], response: { 200: endpoints.logout.response, ...errorResponses } },
    handler: async (request) => {
      await revokeSession(ctx, request.auth!.sessionId);
      return { data: { message: t(request.locale, "auth.loggedOut") } };
    },
  });

  app.post(endpoints.passwordEmail.path, {
    config: authRateLimit(ctx),
    schema: { tags, summary: "Mail a single-use, one-hour password reset link", body: endpoints.passwordEmail.request, response: { 200: endpoints.passwordEmail.response, ...errorResponses } },
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body.username, { locale: request.locale, origin: request.site.origin, site: request.site.slug });
      return { data: { message: t(request.locale, "auth.resetSent") } };
    },
  });

  app.post(endpoints.passwordReset.path, {
    config: authRateLimit(ctx),
    schema: { tags, summary: "Set a new password with a reset link's token; signs out every session", body: endpoints.passwordReset.request, response: { 200: endpoints.passwordReset.response, ...errorResponses } },
    handler: async (request) => {
      await resetPassword(ctx, request.body);
      return { data: { message: t(request.locale, "auth.passwordChanged") } };
    },
  });

  app.post(endpoints.passwordChange.path, {
    config: authRateLimit(ctx),
    preHandler: requireAuth(ctx, { allowInitialPassword: true }),
    schema: { tags, summary: "Change the password (required after a company account's first login); signs out the other sessions", security: [{ bearer: [] }], body: endpoints.passwordChange.request, response: { 200: endpoints.passwordChange.response, ...errorResponses } },
    handler: async (request) => {
      await changePassword(ctx, request.auth!.user, request.auth!.sessionId, request.body);
      return { data: { message: t(request.locale, "auth.passwordChanged") } };
    },
  });
}

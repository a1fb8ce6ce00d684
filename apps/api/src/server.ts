import { randomUUID } from "node:crypto";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { Database } from "@gk/db";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { AppContext } from "./context";
import { ApiError } from "./errors";
import { registerAuthRateLimit } from "./http/rate-limit";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerTextInputCheck } from "./http/text-input";
import { createJobQueue, type JobQueue } from "./jobs/queue";
import { keepCoursePagesBuilt } from "./modules/catalogue/course-page-build";
import { accountRoutes } from "./modules/account/routes";
import { authRoutes } from "./modules/auth/routes";
import { registerSessionLookup } from "./modules/auth/sessions";
import { SessionCache } from "./modules/auth/session-cache";
import { createChangeBus } from "./cache/change-bus";
import { startPageRevalidation } from "./cache/page-revalidation";
import { ReadCache } from "./cache/read-cache";
import { catalogueRoutes } from "./modules/catalogue/routes";
import { certificateRoutes } from "./modules/certificates/routes";
import { commerceRoutes } from "./modules/commerce/routes";
import { accessRoutes } from "./modules/commerce/access-routes";
import { paymentRoutes } from "./modules/commerce/payment-routes";
import { aiQuizRoutes } from "./modules/ai/quiz-routes";
import { coachRoutes } from "./modules/ai/coach-routes";
import { learningRoutes } from "./modules/learning/routes";
import { liveClassRoutes } from "./modules/learning/live-routes";
import { videoRoutes } from "./modules/learning/video-routes";
import { mediaRoutes } from "./modules/media/routes";
import { healthRoutes } from "./modules/health/routes";
import { createMailer, type Mailer, type OutgoingMail } from "./modules/mail/mailer";
import { devOutboxRoutes } from "./modules/mail/routes";
import { orgRoutes } from "./modules/org/routes";
import { orgReportsRoutes } from "./modules/org/reports-routes";
import { searchSyncRoutes } from "./modules/search-sync/routes";
import { subscriptionRoutes } from "./modules/subscriptions/routes";
import { socialRoutes } from "./modules/auth/social-routes";
import { frameworkErrorHandler, registerErrorHandling } from "./plugins/errors";
import { isAllowedOrigin, registerRequestContext } from "./plugins/request-context";

export interface ServerDeps {
  database: Database;
  config: AppConfig;
  /** defaults to pg-boss in `database` */
  jobs?: JobQueue;
  /** defaults to SMTP or the outbox, per config */
  mailer?: Mailer;
  /** start the job workers (default true); a bench or a one-off tool may not need them */
  startJobs?: boolean;
  /** extra routes registered before the server is sealed (the benchmark's bare route, tests) */
  extend?: (app: FastifyInstance) => void;
}

export type ApiServer = FastifyInstance & { ctx: AppContext };

/**
 * The API as a Fastify instance that has not listened yet: tests use `inject`, main.ts listens. Closing it
 * finishes in-flight requests, then stops the job workers; the database belongs to the caller.
 */
export async function createServer(deps: ServerDeps): Promise<ApiServer> {
  const { database, config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    genReqId: (req) =>
      typeof req.headers["x-request-id"] === "string" && /^[\w-]{8,64}$/.test(req.headers["x-request-id"])
        ? req.headers["x-request-id"]
        : randomUUID(),
    // never from X-Forwarded-For: request.clientAddress is the client (a trusted proxy's word, checked by
    // address and shared secret, or the connection's peer)
    trustProxy: false,
    bodyLimit: config.bodyLimit,
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
    // above the longest path value the contracts accept (slugs of 200), so a long one is told apart by its
    // schema with a field message instead of being refused by the router
    routerOptions: { maxParamLength: 256 },
  });
  // JSON only: a text/plain body is refused with 415 rather than parsed into a string
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = deps.jobs ?? createJobQueue(database, config, (err) => app.log.warn({ err }, "job queue"));
  const mailer = deps.mailer ?? createMailer(config, database.db);
  const changes = await createChangeBus(database, (err) =>
    app.log.warn({ err }, "cache change notification"),
  );
  const ctx: AppContext = {
    database,
    db: database.db,
    config,
    jobs,
    changes,
    sessionCache: new SessionCache(changes, config.cache.sessionSeconds * 1000),
    catalogueCache: new ReadCache(changes, "catalogue", config.cache.catalogueSeconds * 1000),
    lifecycle: { leaving: false },
  };
  app.decorate("ctx", ctx);
  registerSessionLookup(database);
  jobs.define<OutgoingMail>("mail.send", (mail) => mailer.send(mail));

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // While draining or closing, every answer ends its keep-alive connection: the client learns from the answer
  // itself not to send anything more on it, and close() completes as soon as the last request is answered.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing || ctx.lifecycle.leaving) reply.header("connection", "close");
  });
  registerRequestContext(app, config);
  registerErrorHandling(app);
  registerTextInputCheck(app);

  registerSecurityHeaders(app);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || isAllowedOrigin(origin, config.mode)),
    credentials: true,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
  });
  await app.register(rateLimit, {
    global: false,
    // every per-route limit counts the real client (a trusted proxy's word), not the proxy in front
    keyGenerator: (request) => request.clientAddress,
    errorResponseBuilder: (_request, context) =>
      new ApiError("RATE_LIMITED", "error.rateLimited", {
        params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
      }),
  });
  registerAuthRateLimit(app, config, ctx);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "GuruKita API",
        version: "1.0.0",
        description:
          "The API that the web app calls. Success bodies are `{ data }`; errors `{ message, code, errors? }` in Indonesian, or English with `Accept-Language: en`.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });

  await app.register(async (scope) => healthRoutes(scope, ctx));
  await app.register(async (scope) => authRoutes(scope, ctx));
  await app.register(async (scope) => socialRoutes(scope, ctx));
  await app.register(async (scope) => orgRoutes(scope, ctx));
  await app.register(async (scope) => orgReportsRoutes(scope, ctx));
  await app.register(async (scope) => subscriptionRoutes(scope, ctx));
  await app.register(async (scope) => catalogueRoutes(scope, ctx));
  await app.register(async (scope) => searchSyncRoutes(scope, ctx));
  await app.register(async (scope) => learningRoutes(scope, ctx));
  await app.register(async (scope) => liveClassRoutes(scope, ctx));
  await app.register(async (scope) => videoRoutes(scope, ctx));
  await app.register(async (scope) => mediaRoutes(scope));
  await app.register(async (scope) => certificateRoutes(scope, ctx));
  await app.register(async (scope) => commerceRoutes(scope, ctx));
  await app.register(async (scope) => accessRoutes(scope, ctx));
  await app.register(async (scope) => paymentRoutes(scope, ctx));
  await app.register(async (scope) => aiQuizRoutes(scope, ctx));
  await app.register(async (scope) => coachRoutes(scope, ctx));
  await app.register(async (scope) => accountRoutes(scope, ctx));
  if (config.mode !== "production") await app.register(async (scope) => devOutboxRoutes(scope, ctx));

  deps.extend?.(app);
  // building course pages ahead of visits is background work, started with the job workers
  const coursePages = deps.startJobs !== false ? keepCoursePagesBuilt(ctx.db, changes, app.log) : null;
  // the web's cached home and course pages follow the catalogue
  const pageRevalidation = startPageRevalidation(changes, {
    urls: config.webRevalidateUrls,
    secret: config.proxy.secret,
    onError: (err, url) => app.log.warn({ err, url }, "web page cache revalidation"),
  });
  app.addHook("onClose", async () => {
    await pageRevalidation.stop();
    await coursePages?.stop();
    await jobs.stop();
    mailer.close();
    await changes.close();
  });
  if (deps.startJobs !== false) await jobs.start();
  await app.ready();
  return app;
}

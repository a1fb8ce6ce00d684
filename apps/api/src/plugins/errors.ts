import type { Locale } from "@gk/contracts";
import { isDatabaseUnavailable } from "@gk/db";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ApiError, type FieldError } from "../errors";
import { localeFromHeader, t, type MessageKey } from "../i18n";

interface ZodIssueLike {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Messages of the refinements in @gk/contracts, mapped to catalogue keys. */
const CUSTOM_MESSAGES: Record<string, MessageKey> = {
  "email or phone is required": "field.emailOrPhone",
  "passwords do not match": "field.passwordsDiffer",
};

function valueAt(root: unknown, path: string[]): unknown {
  let v = root;
  for (const p of path) v = v && typeof v === "object" ? (v as Record<string, unknown>)[p] : undefined;
  return v;
}

/** A zod issue → a catalogue key, so field errors are in the request's language too. */
function fieldErrorOf(issue: ZodIssueLike, input: unknown): { path: string; error: FieldError } {
  const segments = issue.instancePath.split("/").filter(Boolean);
  const path = segments.join(".") || "body";
  const p = issue.params;
  const error = ((): FieldError => {
    switch (issue.keyword) {
      case "invalid_type": {
        const v = valueAt(input, segments);
        return { key: v === undefined || v === null || v === "" ? "field.required" : "field.invalid" };
      }
      case "too_small":
        return p.origin === "string"
          ? { key: "field.tooShort", params: { minimum: Number(p.minimum) } }
          : { key: "field.invalid" };
      case "too_big":
        return p.origin === "string"
          ? { key: "field.tooLong", params: { maximum: Number(p.maximum) } }
          : { key: "field.invalid" };
      case "invalid_format":
        return { key: p.format === "email" ? "field.invalidEmail" : "field.invalid" };
      case "invalid_value":
        return { key: path === "acceptTerms" ? "field.mustAccept" : "field.invalid" };
      case "custom":
        return { key: CUSTOM_MESSAGES[issue.message ?? ""] ?? "field.invalid" };
      default:
        return { key: "field.invalid" };
    }
  })();
  return { path, error };
}

function translateFields(locale: Locale, fields: Record<string, FieldError[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, list]) => [
      path,
      [...new Set(list.map((f) => t(locale, f.key, f.params)))],
    ]),
  );
}

function fromFastifyError(error: FastifyError, request: FastifyRequest): ApiError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const input =
      error.validationContext === "body"
        ? request.body
        : error.validationContext === "querystring"
          ? request.query
          : request.params;
    const fields: Record<string, FieldError[]> = {};
    for (const issue of error.validation as unknown as ZodIssueLike[]) {
      const { path, error: fe } = fieldErrorOf(issue, input);
      (fields[path] ??= []).push(fe);
    }
    return new ApiError("VALIDATION_FAILED", "error.validation", { fields });
  }
  if (error.statusCode === 429) return new ApiError("RATE_LIMITED");
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return new ApiError("PAYLOAD_TOO_LARGE");
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return new ApiError("UNSUPPORTED_MEDIA_TYPE");
  if (error.statusCode === 404) return new ApiError("NOT_FOUND");
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return new ApiError("BAD_REQUEST");
  return new ApiError("SERVER_BUSY");
}

/**
 * Fastify's `frameworkErrors`: a request the router cannot even read (a malformed percent-escape in the path,
 * an over-long path parameter) is the caller's mistake, so it is a 400 in the one error shape and the
 * caller's language, like every other failure, rather than the router's own English body. It arrives before
 * the request's hooks ran, so the language is read from the header here.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error }, "request refused by the router");
  const locale = localeFromHeader(request.headers["accept-language"]);
  void reply
    .status(400)
    .type("application/json; charset=utf-8")
    .send({ message: t(locale, "error.badUrl"), code: "BAD_REQUEST" });
}

/**
 * The database restarting or failing over is not the caller's fault and passes within seconds: a 503 that says
 * when to try again, never a 500. The pool opens new connections by itself once the database is back.
 */
const DATABASE_UNAVAILABLE = new ApiError("UNAVAILABLE", "error.databaseUnavailable", {
  headers: { "retry-after": "5" },
});

/** The one error handler: every failure leaves as `{ message, code, errors? }` in the request's language. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError | ApiError, request, reply) => {
    const error =
      raw instanceof ApiError
        ? raw
        : isDatabaseUnavailable(raw)
          ? DATABASE_UNAVAILABLE
          : fromFastifyError(raw, request);
    if (error.code === "SERVER_BUSY") request.log.error({ err: raw }, "request failed");
    if (error === DATABASE_UNAVAILABLE) request.log.warn({ err: raw }, "database unavailable");
    const params = { ...error.options.params };
    if (error.code === "RATE_LIMITED" && params.seconds === undefined) {
      const after = Number(reply.getHeader("retry-after") ?? error.options.headers?.["retry-after"] ?? 60);
      params.seconds = Number.isFinite(after) ? after : 60;
    }
    for (const [k, v] of Object.entries(error.options.headers ?? {})) reply.header(k, v);
    const locale = request.locale;
    const body: { message: string; code: string; errors?: Record<string, string[]> } = {
      message: t(locale, error.messageKey, params),
      code: error.code,
    };
    if (error.options.fields) body.errors = translateFields(locale, error.options.fields);
    return reply.status(error.statusCode).type("application/json; charset=utf-8").send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ message: t(request.locale, "error.notFound"), code: "NOT_FOUND" });
  });
}

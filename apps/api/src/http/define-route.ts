import type { Endpoint } from "@gk/contracts";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from "fastify";
import type { z } from "zod";
import type { AppContext } from "../context";
import { optionalAuth, requireAuth } from "./auth";
import { errorResponses } from "./error-responses";
import { pathParams, route } from "./route-path";

/** The names of a contract path's `{x}` placeholders, as a type: `/a/{x}/b/{y}` → "x" | "y". */
type PathParams<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParams<Rest>
  : never;
type Fields<E extends Endpoint> = z.output<E["request"]>;
type ParamKeys<E extends Endpoint> = PathParams<E["path"]> & keyof Fields<E>;
type QueryKeys<E extends Endpoint> = E["method"] extends "GET"
  ? Exclude<keyof Fields<E>, ParamKeys<E>>
  : E["query"] extends readonly (infer K)[]
    ? K & keyof Fields<E>
    : never;
type BodyKeys<E extends Endpoint> = E["method"] extends "GET"
  ? never
  : Exclude<keyof Fields<E>, ParamKeys<E> | QueryKeys<E>>;

/** A call's request as the handler sees it: validated, with its fields in the part of the request they travel in. */
export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: Pick<Fields<E>, ParamKeys<E>>;
  Querystring: Pick<Fields<E>, QueryKeys<E>>;
  Body: Pick<Fields<E>, BodyKeys<E>>;
}>;

/**
 * Answers the success body (checked against the contract's response schema by the serialiser), or the reply
 * when it has sent the answer itself (a cached answer, a file).
 */
export type RouteHandler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E["response"]> | FastifyReply>;

export interface RouteOptions {
  /** Fastify route config: `authRateLimit`, a route's own `rateLimit` */
  config?: FastifyContextConfig;
  /** with `auth: "required"`: a company account still on its initial password may make this call too */
  allowInitialPassword?: boolean;
}

interface RequestSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/**
 * Which request fields travel where, by the contract's rule (the client builds requests by the same one):
 * path placeholders are params; for GET every other field is the query string; otherwise the fields the
 * endpoint names in `query` are, and the rest is the JSON body. A request that fits one part whole is used as
 * it is (refinements across fields survive); only a request spread over several parts is picked apart.
 */
export function requestSchemas(endpoint: Endpoint): RequestSchemas {
  const request = endpoint.request as z.ZodObject;
  const fields = Object.keys(request.shape);
  const params = pathParams(endpoint.path);
  const query =
    endpoint.method === "GET"
      ? fields.filter((f) => !params.includes(f))
      : fields.filter((f) => (endpoint.query ?? []).includes(f));
  const body =
    endpoint.method === "GET" ? [] : fields.filter((f) => !params.includes(f) && !query.includes(f));
  const part = (names: string[]) => {
    if (names.length === 0) return undefined;
    if (names.length === fields.length) return request;
    const mask: Record<string, true> = Object.fromEntries(names.map((n) => [n, true] as const));
    return request.pick(mask);
  };
  const schemas: RequestSchemas = {};
  const paramsSchema = part(params);
  const querySchema = part(query);
  const bodySchema = part(body);
  if (paramsSchema) schemas.params = paramsSchema;
  if (querySchema) schemas.querystring = querySchema;
  // a body whose every field may be left out may itself be left out (starting a quiz attempt)
  if (bodySchema) schemas.body = bodySchema.safeParse({}).success ? bodySchema.optional() : bodySchema;
  return schemas;
}

/**
 * Registers one call of the contract table: method, URL, request and response schemas, OpenAPI tag, summary
 * and security, success status and the auth guard all come from the endpoint, so a route module only says
 * what the call does. Failures answer the one error body of every call.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
): void;
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: RouteHandler<E>,
): void;
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  a: RouteOptions | RouteHandler<E>,
  b?: RouteHandler<E>,
): void {
  const options = typeof a === "function" ? {} : a;
  const handler = typeof a === "function" ? a : b!;
  const schemas = requestSchemas(endpoint);
  const status = endpoint.status ?? 200;
  const guard = authGuard(app.ctx, endpoint, options);
  app.route({
    method: endpoint.method,
    url: route(endpoint.path),
    config: options.config ?? {},
    ...(guard ? { preHandler: guard } : {}),
    // an optional body that was left out is validated (and handled) as `{}`, so its defaults apply
    ...(schemas.body?.safeParse(undefined).success
      ? {
          preValidation: async (request: FastifyRequest) => {
            if (request.body === undefined || request.body === null) request.body = {};
          },
        }
      : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.auth === "required"
        ? { security: [{ bearer: [] }] }
        : endpoint.auth === "optional"
          ? { security: [{ bearer: [] }, {}] }
          : {}),
      ...schemas,
      response: { [status]: endpoint.response, ...errorResponses },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.status(status);
      return handler(request as unknown as RouteRequest<E>, reply);
    },
  });
}

function authGuard(
  ctx: AppContext,
  endpoint: Endpoint,
  options: RouteOptions,
): preHandlerAsyncHookHandler | undefined {
  switch (endpoint.auth) {
    case "required":
      return requireAuth(ctx, { allowInitialPassword: options.allowInitialPassword === true });
    case "optional":
      return optionalAuth(ctx);
    case "none":
      return undefined;
  }
}

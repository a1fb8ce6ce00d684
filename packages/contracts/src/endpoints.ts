import type { z } from "zod";
import * as auth from "./auth";

/**
 * The table of calls (spec §7). The API registers its routes against these schemas and the client is typed
 * by them. `query` names request fields that travel in the query string even for non-GET methods.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: `/${string}`;
  request: Req;
  response: Res;
  query?: readonly string[];
  auth: "required" | "optional" | "none";
}

const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;

export const endpoints = {
  profile: endpoint({ method: "GET", path: "/profile", request: auth.loginRequestSchema.pick({}), response: auth.profileResponseSchema, auth: "required" }),
  login: endpoint({ method: "POST", path: "/auth/v2/login", request: auth.loginRequestSchema, response: auth.loginResponseSchema, auth: "none" }),
  accountChooser: endpoint({ method: "POST", path: "/auth/v2/account-chooser", request: auth.accountChooserRequestSchema, response: auth.sessionResponseSchema, auth: "none" }),
  register: endpoint({ method: "POST", path: "/auth/register", request: auth.registerRequestSchema, response: auth.sessionResponseSchema, auth: "none" }),
  social: endpoint({ method: "POST", path: "/auth/social", request: auth.socialRequestSchema, response: auth.loginResponseSchema, auth: "none" }),
  logout: endpoint({ method: "POST", path: "/auth/logout", request: auth.loginRequestSchema.pick({}), response: auth.messageResponseSchema, auth: "required" }),
  passwordEmail: endpoint({ method: "POST", path: "/auth/password/email", request: auth.passwordEmailRequestSchema, response: auth.messageResponseSchema, auth: "none" }),
  passwordReset: endpoint({ method: "POST", path: "/auth/password/reset", request: auth.passwordResetRequestSchema, response: auth.messageResponseSchema, auth: "none" }),
  lmsLoginRegister: endpoint({ method: "POST", path: "/auth/login-register", request: auth.lmsLoginRequestSchema, response: auth.sessionResponseSchema, auth: "none" }),
  passwordChange: endpoint({ method: "POST", path: "/auth/password/change", request: auth.passwordChangeRequestSchema, response: auth.messageResponseSchema, auth: "required" }),
  orgMemberCreate: endpoint({ method: "POST", path: "/org/members", request: auth.orgMemberCreateRequestSchema, response: auth.orgMemberResponseSchema, auth: "required" }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]["request"]>;
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]["response"]>;

import type { IdentifyResponse } from "@gk/contracts";
import { parseUsername } from "@gk/contracts";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { findUser } from "./users";

/**
 * The sign-in's first step: tells an unknown email/phone "not registered" so the web can lead to
 * registration. This discloses whether an address has an account — sign-in needs it; the route draws on the
 * same per-address budget as login, which bounds how fast anyone can enumerate.
 */
export async function identify(ctx: AppContext, username: string): Promise<IdentifyResponse["data"]> {
  const identity = parseUsername(username);
  const user = identity ? await findUser(ctx.db, identity) : undefined;
  if (!user) throw new ApiError("NOT_FOUND", "auth.notRegistered");
  const methods: IdentifyResponse["data"]["methods"] = [];
  if (user.passwordHash) methods.push("password");
  if (user.googleSubject) methods.push("google");
  return { registered: true, methods };
}

import { parseUsername, type Locale } from "@gk/contracts";
import type { AppContext } from "../../context";
import { findUser } from "../auth/users";
import { eraseAccount } from "./delete";
import { buildArchive, collectPersonalData } from "./export";

/**
 * How an operator answers a data-subject request that reaches them by other means (a letter, the feedback
 * form, a company on behalf of a member who asked): a copy of the person's data, or erasing the account at
 * once. The reason (the ticket or letter it answers) is required and returned with the outcome, for the
 * operator's record. Everything else goes through the learner's own pages.
 */
export async function operatorDataRequest(
  ctx: AppContext,
  request: { kind: "export" | "erase"; username: string; reason: string; locale?: Locale },
): Promise<{ userId: string; archive?: Buffer; at: string; reason: string }> {
  if (!request.reason.trim()) throw new Error("a reason (the request being answered) is required");
  const identity = parseUsername(request.username);
  const user = identity ? await findUser(ctx.db, identity) : undefined;
  if (!user) throw new Error(`no account with ${request.username}`);
  const at = new Date().toISOString();
  if (request.kind === "erase") {
    await eraseAccount(ctx, user.id);
    return { userId: user.id, at, reason: request.reason };
  }
  const collected = (await collectPersonalData(ctx, user.id))!;
  const archive = buildArchive(collected.data, {
    locale: request.locale ?? (user.locale === "en" ? "en" : "id"),
    siteName: "GuruKita",
    name: user.fullName,
    createdAt: new Date(),
  });
  return { userId: user.id, archive, at, reason: request.reason };
}

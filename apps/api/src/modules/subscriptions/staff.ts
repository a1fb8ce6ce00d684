import { normalizeEmail } from "@gk/contracts";
import { providerStaff, users, type Db } from "@gk/db";
import { asc, eq } from "drizzle-orm";

/**
 * Who belongs to the provider's staff (the staff console of company subscriptions): granted and revoked by
 * an operator with `pnpm --filter @gk/api staff grant|revoke|list [email]`, never through the API.
 * Answers one line for the operator; throws with the reason when the command cannot be done.
 */
export async function staffCommand(db: Db, args: readonly string[]): Promise<string> {
  const [command, rawEmail] = args;
  if (command === "list") {
    const rows = await db
      .select({ email: users.email, fullName: users.fullName, grantedAt: providerStaff.grantedAt })
      .from(providerStaff)
      .innerJoin(users, eq(users.id, providerStaff.userId))
      .orderBy(asc(users.email));
    return rows.length === 0
      ? "no staff"
      : rows.map((r) => `${r.email ?? "-"}\t${r.fullName}\t${r.grantedAt.toISOString()}`).join("\n");
  }
  if ((command !== "grant" && command !== "revoke") || !rawEmail)
    throw new Error("usage: staff grant <email> | staff revoke <email> | staff list");
  const email = normalizeEmail(rawEmail);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account with the email ${email}`);
  if (command === "grant") {
    await db.insert(providerStaff).values({ userId: user.id }).onConflictDoNothing();
    return `${email} is staff`;
  }
  await db.delete(providerStaff).where(eq(providerStaff.userId, user.id));
  return `${email} is no longer staff`;
}

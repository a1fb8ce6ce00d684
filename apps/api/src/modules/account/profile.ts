import { normalizeEmail, normalizePhone, type ProfileUpdateRequest } from "@gk/contracts";
import { users, type User } from "@gk/db";
import { and, eq, ne } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { isUniqueViolation } from "../auth/login";
import { sessionsChanged } from "../auth/sessions";

/**
 * Correcting one's data: the name (as certificates will print it from now on; issued ones keep theirs), the
 * email and the phone. Each address can belong to one account only; the last way to be reached cannot be
 * removed. An account that signs in with Google keeps doing so whatever its email becomes.
 */
export async function updateProfile(
  ctx: AppContext,
  user: User,
  body: Omit<ProfileUpdateRequest, "email" | "phone"> & { email: string | null; phone: string | null },
): Promise<User> {
  const email = body.email ? normalizeEmail(body.email) : null;
  const phone = body.phone ? normalizePhone(body.phone) : null;
  if (body.phone && !phone) throw ApiError.field("phone", "field.invalidPhone");
  const taken = async (column: typeof users.email | typeof users.phone, value: string) =>
    (
      await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(column, value), ne(users.id, user.id)))
        .limit(1)
    ).length > 0;
  if (email && email !== user.email && (await taken(users.email, email)))
    throw ApiError.field("email", "auth.emailTaken");
  if (phone && phone !== user.phone && (await taken(users.phone, phone)))
    throw ApiError.field("phone", "auth.phoneTaken");
  try {
    const [updated] = await ctx.db
      .update(users)
      .set({ fullName: body.fullName.trim(), email, phone, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    // the session cache holds the user row: the next request must see the new name
    await sessionsChanged(ctx, { userId: user.id });
    return updated!;
  } catch (e) {
    // the same address saved by another account a moment earlier
    if (isUniqueViolation(e, "users_email_key")) throw ApiError.field("email", "auth.emailTaken");
    if (isUniqueViolation(e, "users_phone_key")) throw ApiError.field("phone", "auth.phoneTaken");
    throw e;
  }
}

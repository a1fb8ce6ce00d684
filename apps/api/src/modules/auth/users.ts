import type { User as UserDto } from "@gk/contracts";
import {
  memberships,
  organisations,
  users,
  type Db,
  type Membership,
  type Organisation,
  type User,
} from "@gk/db";
import { asc, eq } from "drizzle-orm";

export interface Account {
  membership: Membership;
  organisation: Organisation;
}

/** The user as the API shows it: the identity plus the account (membership) the session is on. */
export function toUserDto(
  user: User,
  account: { membership: Membership | null; organisation: Organisation | null },
): UserDto {
  const org = account.organisation;
  return {
    id: user.id,
    referral: org?.referral ?? null,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    organisation: org ? { id: org.id, name: org.name, referral: org.referral, kind: org.kind } : null,
    role: account.membership?.role ?? "learner",
    interests: user.interests,
    mustChangePassword: user.mustChangePassword,
    hasPassword: user.passwordHash !== null,
  };
}

export async function findUser(
  db: Db,
  identity: { email: string } | { phone: string },
): Promise<User | undefined> {
  const where = "email" in identity ? eq(users.email, identity.email) : eq(users.phone, identity.phone);
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

export async function accountsOf(db: Db, userId: string): Promise<Account[]> {
  const rows = await db
    .select({ membership: memberships, organisation: organisations })
    .from(memberships)
    .innerJoin(organisations, eq(memberships.organisationId, organisations.id))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(organisations.name));
  return rows;
}

import { memberships, organisations, sessions, users, type Db, type Membership, type Organisation, type User } from "@gk/db";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { AppConfig } from "../../config";
import { hashToken, newToken } from "./tokens";

export interface Authenticated {
  sessionId: string;
  user: User;
  membership: Membership | null;
  organisation: Organisation | null;
}

/**
 * The lookup every authenticated request makes, prepared once per database: Drizzle builds the SQL once and
 * PostgreSQL keeps the plan (a named statement), which is most of the cost of a cheap call like GET /profile.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function prepareSessionLookup(db: Db) {
  return db
    .select({ session: sessions, user: users, membership: memberships, organisation: organisations })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .leftJoin(memberships, eq(sessions.membershipId, memberships.id))
    .leftJoin(organisations, eq(memberships.organisationId, organisations.id))
    .where(eq(sessions.tokenHash, sql.placeholder("hash")))
    .limit(1)
    .prepare("gk_session_by_token_hash");
}
function sessionByHash(db: Db) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareSessionLookup(db)));
  return query;
}

/** last_seen_at is written at most this often, so a busy session does not write on every request */
const TOUCH_EVERY_MS = 60_000;

export function idleSecondsFor(config: AppConfig, site: string): number {
  return config.session.idleSecondsBySite.get(site) ?? config.session.idleSeconds;
}

export async function openSession(db: Db, config: AppConfig, input: { userId: string; membershipId: string | null; site: string }): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    membershipId: input.membershipId,
    site: input.site,
    idleTimeoutSeconds: idleSecondsFor(config, input.site),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + config.session.absoluteSeconds * 1000),
  });
  return token;
}

/**
 * The session of a bearer token, or null when it is unknown, revoked, past its 7-day end or idle too long.
 * Times are compared here (not with SQL now()) so tests can move the clock.
 */
export async function authenticate(db: Db, token: string): Promise<Authenticated | null> {
  const [row] = await sessionByHash(db).execute({ hash: hashToken(token) });
  if (!row) return null;
  const { session } = row;
  const now = Date.now();
  if (session.revokedAt || session.expiresAt.getTime() <= now) return null;
  if (session.idleTimeoutSeconds > 0 && session.lastSeenAt.getTime() + session.idleTimeoutSeconds * 1000 <= now) return null;
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, session.id));
  }
  return { sessionId: session.id, user: row.user, membership: row.membership, organisation: row.organisation };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of a user, except `keep` (the one changing the password). */
export async function revokeUserSessions(db: Db, userId: string, keep?: string) {
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keep ? and(open, ne(sessions.id, keep)) : open);
}

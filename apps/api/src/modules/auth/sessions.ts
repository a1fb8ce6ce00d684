import {
  memberships,
  organisations,
  sessions,
  users,
  type Database,
  type Db,
  type Membership,
  type Organisation,
  type Session,
  type User,
} from "@gk/db";
import { and, eq, getTableColumns, isNull, ne, sql, type Table } from "drizzle-orm";
import { getSite, sessionLimits } from "@gk/tenancy";
import type { AppConfig } from "../../config";
import type { AppContext } from "../../context";
import type { SessionRow } from "./session-cache";
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

/** row_to_json output (snake_case, ISO timestamps) → the Drizzle row type of `table`. */
function fromJson<T>(table: Table, json: Record<string, unknown> | null): T | null {
  if (!json) return null;
  const out: Record<string, unknown> = {};
  for (const [prop, column] of Object.entries(getTableColumns(table))) {
    const v = json[column.name];
    out[prop] =
      v !== null && v !== undefined && column.columnType === "PgTimestamp" ? new Date(v as string) : v;
  }
  return out as T;
}

/**
 * PGlite re-plans every parameterised query (unnamed statements), and planning the four-table join costs
 * several times its execution. On PGlite (one connection, one process) the lookup is therefore a named
 * PREPAREd statement run with EXECUTE: planned once per database. The token hash is hex, safe as a literal.
 */
const fastLookups = new WeakMap<Db, (hash: string) => Promise<SessionRow | undefined>>();
export function registerSessionLookup(database: Database) {
  if (database.driver !== "pglite" || fastLookups.has(database.db)) return;
  let ready: Promise<unknown> | undefined;
  fastLookups.set(database.db, async (hash) => {
    ready ??= database
      .executeSql(
        `prepare gk_session_by_token_hash(text) as
         select row_to_json(s) as s, row_to_json(u) as u, row_to_json(m) as m, row_to_json(o) as o
         from sessions s join users u on u.id = s.user_id
         left join memberships m on m.id = s.membership_id
         left join organisations o on o.id = m.organisation_id
         where s.token_hash = $1 limit 1`,
      )
      .catch((e: { code?: string }) => {
        if (e?.code !== "42P05") throw e; // already prepared on this database by another server instance
      });
    await ready;
    if (!/^[0-9a-f]{64}$/.test(hash)) return undefined;
    const { rows } = await database.executeSql(`execute gk_session_by_token_hash('${hash}')`);
    const r = rows[0] as Record<string, Record<string, unknown> | null> | undefined;
    if (!r) return undefined;
    return {
      session: fromJson<Session>(sessions, r.s!)!,
      user: fromJson<User>(users, r.u!)!,
      membership: fromJson<Membership>(memberships, r.m ?? null),
      organisation: fromJson<Organisation>(organisations, r.o ?? null),
    };
  });
}

/** last_seen_at is written at most this often, so a busy session does not write on every request */
const TOUCH_EVERY_MS = 60_000;

export interface SessionLimits {
  /** 0 = no idle timeout */
  idleSeconds: number;
  absoluteSeconds: number;
}

const limitsByConfig = new WeakMap<AppConfig, Map<string, SessionLimits>>();

/**
 * The limits of sessions opened on `site`. Idle: `SESSION_IDLE_MINUTES_BY_SITE` (the operator's override), else
 * the site's tenant.json `session.idleMinutes` (a company site: 30 minutes unless it says otherwise), else
 * `SESSION_IDLE_MINUTES`. Absolute: the site's `session.absoluteHours`, never beyond the 7 days of the cookie.
 */
export function sessionLimitsFor(config: AppConfig, site: string): SessionLimits {
  let bySite = limitsByConfig.get(config);
  if (!bySite) limitsByConfig.set(config, (bySite = new Map<string, SessionLimits>()));
  let limits = bySite.get(site);
  if (!limits) {
    const tenant = getSite(site);
    const own = tenant ? sessionLimits(tenant) : {};
    limits = {
      idleSeconds:
        config.session.idleSecondsBySite.get(site) ??
        (own.idleMinutes !== undefined ? own.idleMinutes * 60 : config.session.idleSeconds),
      absoluteSeconds: Math.min(
        config.session.absoluteSeconds,
        own.absoluteHours !== undefined ? own.absoluteHours * 3600 : Infinity,
      ),
    };
    bySite.set(site, limits);
  }
  return limits;
}

export async function openSession(
  db: Db,
  config: AppConfig,
  input: { userId: string; membershipId: string | null; site: string },
): Promise<string> {
  const token = newToken();
  const now = new Date();
  const limits = sessionLimitsFor(config, input.site);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    membershipId: input.membershipId,
    site: input.site,
    idleTimeoutSeconds: limits.idleSeconds,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + limits.absoluteSeconds * 1000),
  });
  return token;
}

/**
 * The session of a bearer token, or null when it is unknown, revoked, past its end or idle too long. The
 * limits stored when it was opened hold, and so do the current limits of its site (a site that shortens them
 * ends its open sessions accordingly). Times are compared here (not with SQL now()) so tests can move the
 * clock; a cached session is checked the same way on every request.
 */
export async function authenticate(ctx: AppContext, token: string): Promise<Authenticated | null> {
  const { db, sessionCache } = ctx;
  const hash = hashToken(token);
  let row = sessionCache.get(hash);
  if (!row) {
    const generation = sessionCache.mark();
    const fast = fastLookups.get(db);
    row = fast ? await fast(hash) : (await sessionByHash(db).execute({ hash }))[0];
    if (!row) return null;
    if (!row.session.revokedAt) sessionCache.set(hash, row, generation);
  }
  const { session } = row;
  const now = Date.now();
  const limits = sessionLimitsFor(ctx.config, session.site);
  const end = Math.min(
    session.expiresAt.getTime(),
    session.createdAt.getTime() + limits.absoluteSeconds * 1000,
  );
  if (session.revokedAt || end <= now) return null;
  const idle = [session.idleTimeoutSeconds, limits.idleSeconds].filter((s) => s > 0);
  if (idle.length > 0 && session.lastSeenAt.getTime() + Math.min(...idle) * 1000 <= now) return null;
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    // the cached copy moves first, so concurrent requests of this session do not all write
    row.session = { ...session, lastSeenAt: new Date(now) };
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, session.id));
  }
  return {
    sessionId: session.id,
    user: row.user,
    membership: row.membership,
    organisation: row.organisation,
  };
}

/**
 * After a change to a user, their memberships or their sessions: every API process forgets the sessions it
 * holds for them (see SessionCache). Call it after the change is committed.
 */
export async function sessionsChanged(ctx: AppContext, change: { userId: string } | { sessionId: string }) {
  await ctx.changes.publish("session", "userId" in change ? `user:${change.userId}` : change.sessionId);
}

export async function revokeSession(ctx: AppContext, sessionId: string) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await sessionsChanged(ctx, { sessionId });
}

/** Revokes every open session of a user, except `keep` (the one changing the password). */
export async function revokeUserSessions(ctx: AppContext, userId: string, keep?: string) {
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keep ? and(open, ne(sessions.id, keep)) : open);
  await sessionsChanged(ctx, { userId });
}

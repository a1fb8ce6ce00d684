import {
  localePath,
  normalizeEmail,
  normalizePhone,
  type Locale,
  type Subscription,
  type SubscriptionEventView,
  type SubscriptionRequestInput,
} from "@gk/contracts";
import {
  companySubscriptions,
  organisations,
  providerStaff,
  subscriptionEvents,
  users,
  type CompanySubscription,
  type Db,
  type SubscriptionState,
} from "@gk/db";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { addMember } from "../org/members";
import { addDays, addMonths } from "./dates";
import { confirmedMail, lapsedMail, requestMail, trialMail } from "./mails";

/** The one free month a company gets for confirming its trial. */
export const FREE_MONTHS = 1;
export const LAPSE_JOB = "subscriptions.lapse";

/** The lapse job: due when the trial or the paid period named by `phase` ends; a no-op if things moved on. */
export interface LapseJob {
  id: string;
  phase: "trial" | "active";
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const localeOf = (row: CompanySubscription): Locale => (row.locale === "en" ? "en" : "id");
const webBase = (ctx: AppContext, origin: string | null | undefined) =>
  (origin ?? ctx.config.publicWebUrl).replace(/\/$/, "");

export async function isStaff(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: providerStaff.userId })
    .from(providerStaff)
    .where(eq(providerStaff.userId, userId));
  return Boolean(row);
}

function view(row: CompanySubscription, org: { name: string; referral: string } | null): Subscription {
  return {
    id: row.id,
    state: row.state,
    companyName: row.companyName,
    companySize: row.companySize as Subscription["companySize"],
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    site: row.site,
    organisation: org,
    requestedAt: row.createdAt.toISOString(),
    contactedAt: iso(row.contactedAt),
    contactNote: row.contactNote,
    trialDays: row.trialDays,
    trialStartedAt: iso(row.trialStartedAt),
    trialEndsAt: iso(row.trialEndsAt),
    confirmedAt: iso(row.confirmedAt),
    paidMonths: row.paidMonths,
    freeMonths: row.freeMonths,
    activeFrom: iso(row.activeFrom),
    activeUntil: iso(row.activeUntil),
    lapsedAt: iso(row.lapsedAt),
  };
}

async function audit(
  db: Db | Tx,
  e: {
    subscriptionId: string;
    actorUserId: string | null;
    action: string;
    fromState: SubscriptionState | null;
    toState: SubscriptionState;
    detail?: Record<string, unknown>;
  },
) {
  await db.insert(subscriptionEvents).values({ ...e, detail: e.detail ?? {} });
}

/**
 * A visitor's request through the free-trial form: recorded as "requested", audited, and mailed to the
 * provider's team (who contact the requester for payment).
 */
export async function createRequest(
  ctx: AppContext,
  input: SubscriptionRequestInput,
  from: { locale: Locale; site: string; userId: string | null; origin: string | null },
): Promise<string> {
  const phone = normalizePhone(input.phone);
  if (!phone) throw ApiError.field("phone", "field.invalidPhone");
  const email = normalizeEmail(input.email);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companySubscriptions)
      .values({
        companyName: input.companyName.trim(),
        companySize: input.companySize,
        contactName: input.contactName.trim(),
        email,
        phone,
        locale: from.locale,
        site: from.site,
        requestedBy: from.userId,
      })
      .returning();
    await audit(tx, {
      subscriptionId: created!.id,
      actorUserId: from.userId,
      action: "requested",
      fromState: null,
      toState: "requested",
    });
    return created!;
  });
  // the team reads the request in the product's default language
  await ctx.jobs.send("mail.send", {
    to: ctx.config.subscriptions.teamEmail,
    ...requestMail("id", {
      company: row.companyName,
      size: row.companySize,
      contact: row.contactName,
      email: row.email,
      phone: row.phone,
      site: row.site,
      link: `${webBase(ctx, from.origin)}/staff/subscriptions/${row.id}`,
    }),
  });
  return row.id;
}

async function orgsOf(db: Db, rows: CompanySubscription[]) {
  const ids = rows.map((r) => r.organisationId).filter((x): x is string => Boolean(x));
  if (ids.length === 0) return new Map<string, { name: string; referral: string }>();
  const orgs = await db
    .select({ id: organisations.id, name: organisations.name, referral: organisations.referral })
    .from(organisations)
    .where(inArray(organisations.id, ids));
  return new Map(orgs.map((o) => [o.id, { name: o.name, referral: o.referral }]));
}

export async function listSubscriptions(db: Db, state?: SubscriptionState): Promise<Subscription[]> {
  const rows = await db
    .select()
    .from(companySubscriptions)
    .where(state ? eq(companySubscriptions.state, state) : undefined)
    .orderBy(desc(companySubscriptions.createdAt))
    .limit(500);
  const orgs = await orgsOf(db, rows);
  return rows.map((r) => view(r, (r.organisationId && orgs.get(r.organisationId)) || null));
}

async function load(db: Db | Tx, id: string): Promise<CompanySubscription> {
  const [row] = await db.select().from(companySubscriptions).where(eq(companySubscriptions.id, id));
  if (!row) throw new ApiError("NOT_FOUND", "subscription.notFound");
  return row;
}

export async function subscriptionDetail(
  db: Db,
  id: string,
): Promise<{ subscription: Subscription; events: SubscriptionEventView[] }> {
  const row = await load(db, id);
  const orgs = await orgsOf(db, [row]);
  const events = await db
    .select({
      action: subscriptionEvents.action,
      fromState: subscriptionEvents.fromState,
      toState: subscriptionEvents.toState,
      actor: users.fullName,
      at: subscriptionEvents.at,
      detail: subscriptionEvents.detail,
    })
    .from(subscriptionEvents)
    .leftJoin(users, eq(users.id, subscriptionEvents.actorUserId))
    .where(eq(subscriptionEvents.subscriptionId, id))
    .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id));
  return {
    subscription: view(row, (row.organisationId && orgs.get(row.organisationId)) || null),
    events: events.map((e) => ({ ...e, actor: e.actor ?? null, at: e.at.toISOString() })),
  };
}

/** Staff note that they contacted the requester (for payment); the state does not change. */
export async function recordContact(ctx: AppContext, id: string, staffUserId: string, note: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await load(tx, id);
    await tx
      .update(companySubscriptions)
      .set({ contactedAt: new Date(), contactNote: note || null, updatedAt: new Date() })
      .where(eq(companySubscriptions.id, id));
    await audit(tx, {
      subscriptionId: id,
      actorUserId: staffUserId,
      action: "contacted",
      fromState: row.state,
      toState: row.state,
      detail: note ? { note } : {},
    });
  });
}

/** A referral slug from the company name: lower-case words joined by dashes, "pt"/"cv"/"tbk" left out. */
export function referralFrom(name: string): string {
  const words = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/[\s-]+/)
    .filter((w) => w && !["pt", "cv", "tbk", "persero"].includes(w));
  const slug = words.join("-").slice(0, 40).replace(/-+$/, "");
  return slug.length >= 3 ? slug : `company-${slug || "baru"}`;
}

async function freeReferral(tx: Tx, base: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.referral, candidate));
    if (!taken) return candidate;
  }
  throw new ApiError("CONFLICT", "subscription.referralTaken");
}

interface StaffCaller {
  staffUserId: string;
  /** the staff member's language: the first admin's first-password mail uses the requester's */
  origin: string | null;
}

async function scheduleLapse(ctx: AppContext, job: LapseJob, at: Date) {
  await ctx.jobs.boss.send(LAPSE_JOB, job, {
    startAfter: at,
    retryLimit: ctx.config.jobs.retryLimit,
    retryDelay: ctx.config.jobs.retryDelaySeconds,
    retryBackoff: true,
  });
}

/**
 * Staff start the free trial: the company organisation (kind company, a free referral slug) is created and
 * the requester becomes its first admin through the company's own member creation (a new account with a
 * mailed first password, or an invitation of their existing account). The trial lapses when it ends
 * unconfirmed (a job due at its end).
 */
export async function startTrial(
  ctx: AppContext,
  id: string,
  input: { trialDays?: number | undefined; referral?: string | undefined },
  caller: StaffCaller,
) {
  const days = input.trialDays ?? ctx.config.subscriptions.defaultTrialDays;
  const now = new Date();
  const endsAt = addDays(now, days);
  const { row, organisation } = await ctx.db.transaction(async (tx) => {
    const current = await load(tx, id);
    if (current.state !== "requested") throw new ApiError("CONFLICT", "subscription.trialAlreadyStarted");
    let referral: string;
    if (input.referral) {
      const [taken] = await tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.referral, input.referral));
      if (taken) throw ApiError.field("referral", "subscription.referralTaken");
      referral = input.referral;
    } else referral = await freeReferral(tx, referralFrom(current.companyName));
    const [org] = await tx
      .insert(organisations)
      .values({ referral, name: current.companyName, kind: "company" })
      .returning();
    const [updated] = await tx
      .update(companySubscriptions)
      .set({
        state: "trial",
        organisationId: org!.id,
        trialDays: days,
        trialStartedAt: now,
        trialEndsAt: endsAt,
        updatedAt: now,
      })
      .where(and(eq(companySubscriptions.id, id), eq(companySubscriptions.state, "requested")))
      .returning();
    if (!updated) throw new ApiError("CONFLICT", "subscription.trialAlreadyStarted");
    await audit(tx, {
      subscriptionId: id,
      actorUserId: caller.staffUserId,
      action: "trial_started",
      fromState: "requested",
      toState: "trial",
      detail: { trialDays: days, trialEndsAt: endsAt.toISOString(), referral, origin: caller.origin },
    });
    return { row: updated, organisation: org! };
  });
  const locale = localeOf(row);
  const admin = await addMember(
    ctx,
    { fullName: row.contactName, email: row.email, employeeNumber: "ADMIN-1", role: "admin" },
    { adminUserId: caller.staffUserId, organisation, locale, origin: caller.origin },
  );
  await ctx.jobs.send("mail.send", {
    to: row.email,
    ...trialMail(locale, {
      name: row.contactName,
      company: row.companyName,
      days,
      endsAt,
      link: `${webBase(ctx, caller.origin)}${localePath(locale, "/")}`,
    }),
  });
  await scheduleLapse(ctx, { id, phase: "trial" }, endsAt);
  await ctx.changes.publish("catalogue", "*");
  return { admin };
}

/**
 * Staff confirm after payment. The paid period starts when the trial ends (a company confirming early keeps
 * its remaining trial days) or now, whichever is later; the first confirmation adds the one free month.
 */
export async function confirmSubscription(
  ctx: AppContext,
  id: string,
  input: { paidMonths: number },
  caller: StaffCaller,
) {
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await load(tx, id);
    const firstTime = current.confirmedAt === null;
    const confirmable = current.state === "trial" || current.state === "lapsed";
    if (!confirmable) throw new ApiError("CONFLICT", "subscription.notConfirmable");
    const from =
      current.state === "trial" && current.trialEndsAt && current.trialEndsAt > now
        ? current.trialEndsAt
        : now;
    const free = firstTime ? FREE_MONTHS : 0;
    const until = addMonths(from, input.paidMonths + free);
    const [updated] = await tx
      .update(companySubscriptions)
      .set({
        state: "active",
        confirmedAt: current.confirmedAt ?? now,
        paidMonths: input.paidMonths,
        freeMonths: free,
        activeFrom: from,
        activeUntil: until,
        lapsedAt: null,
        updatedAt: now,
      })
      .where(and(eq(companySubscriptions.id, id), eq(companySubscriptions.state, current.state)))
      .returning();
    if (!updated) throw new ApiError("CONFLICT", "subscription.notConfirmable");
    await audit(tx, {
      subscriptionId: id,
      actorUserId: caller.staffUserId,
      action: "confirmed",
      fromState: current.state,
      toState: "active",
      detail: {
        paidMonths: input.paidMonths,
        freeMonths: free,
        activeFrom: from.toISOString(),
        activeUntil: until.toISOString(),
      },
    });
    return updated;
  });
  const locale = localeOf(row);
  await ctx.jobs.send("mail.send", {
    to: row.email,
    ...confirmedMail(locale, {
      name: row.contactName,
      company: row.companyName,
      paid: row.paidMonths!,
      free: row.freeMonths!,
      until: row.activeUntil!,
      link: `${webBase(ctx, caller.origin)}${localePath(locale, "/")}`,
    }),
  });
  await scheduleLapse(ctx, { id, phase: "active" }, row.activeUntil!);
  await ctx.changes.publish("catalogue", "*");
}

/**
 * The lapse job: a trial that reached its end unconfirmed, or a paid period that reached its end, becomes
 * "lapsed" (audited with no actor: the system did it) and the company admin is told. A job whose phase no
 * longer holds (confirmed in the meantime, renewed to a later end) does nothing.
 */
export async function lapseIfDue(ctx: AppContext, job: LapseJob, now = new Date()): Promise<boolean> {
  const end = job.phase === "trial" ? companySubscriptions.trialEndsAt : companySubscriptions.activeUntil;
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companySubscriptions)
      .set({ state: "lapsed", lapsedAt: now, updatedAt: now })
      .where(
        and(
          eq(companySubscriptions.id, job.id),
          eq(companySubscriptions.state, job.phase),
          sql`${end} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!updated) return null;
    await audit(tx, {
      subscriptionId: job.id,
      actorUserId: null,
      action: "lapsed",
      fromState: job.phase,
      toState: "lapsed",
      detail: {
        phase: job.phase,
        endedAt: (job.phase === "trial" ? updated.trialEndsAt : updated.activeUntil)?.toISOString(),
      },
    });
    return updated;
  });
  if (!row) return false;
  const [started] = await ctx.db
    .select({ detail: subscriptionEvents.detail })
    .from(subscriptionEvents)
    .where(
      and(eq(subscriptionEvents.subscriptionId, row.id), eq(subscriptionEvents.action, "trial_started")),
    );
  const origin = typeof started?.detail.origin === "string" ? started.detail.origin : null;
  const locale = localeOf(row);
  await ctx.jobs.send("mail.send", {
    to: row.email,
    ...lapsedMail(locale, {
      name: row.contactName,
      company: row.companyName,
      at: now,
      link: `${webBase(ctx, origin)}${localePath(locale, "/")}`,
    }),
  });
  await ctx.changes.publish("catalogue", "*");
  return true;
}

/** The subscription of a company (its admin's view), or null when the company has none. */
export async function subscriptionOfOrganisation(db: Db, organisationId: string) {
  const [row] = await db
    .select()
    .from(companySubscriptions)
    .where(eq(companySubscriptions.organisationId, organisationId));
  return row ? view(row, null) : null;
}

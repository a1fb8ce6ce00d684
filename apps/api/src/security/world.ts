import {
  certificates,
  courses,
  feedback,
  hashPassword,
  lessons,
  memberships,
  organisationCatalogue,
  organisationCoursePicks,
  organisations,
  paidUpgrades,
  providerStaff,
  quizzes,
  users,
  type Db,
} from "@gk/db";
import { CATEGORY_SLUGS } from "@gk/contracts";
import { seedCatalogue, todayUtc } from "@gk/db/seed";
import { and, asc, eq, inArray } from "drizzle-orm";
import { bearer, json, type TestApi } from "../../test/harness";
import { openSession } from "../modules/auth/sessions";

/**
 * The world the isolation matrix and the bad-input fuzz run in: a small real catalogue, five kinds of site,
 * two companies that each picked their own courses (with an overlap), a ministry site restricted to its picks,
 * and one person per role. Every person's and company's data carries marker strings that occur nowhere else,
 * so an answer that holds someone else's data is found by a plain substring search.
 */

/** The sites a request can come from, as the web sends them: the visitor's origin. */
export const SITES = {
  general: "http://localhost:3000",
  business: "http://business.localhost:3000",
  village: "http://gerbangsari.tenant.localhost:3000",
  regional: "http://trenggalek.localhost:3000",
  ministry: "http://kemenkes.localhost:3000",
  company: "http://nusahotel.localhost:3000",
} as const;
export type SiteName = keyof typeof SITES;

/** The registry's slug of each site above (the `site` a session and the points ledger carry). */
const SITE_SLUG: Record<SiteName, string> = {
  general: "general",
  business: "business",
  village: "tenant",
  regional: "trenggalek",
  ministry: "kemenkes",
  company: "nusahotel",
};

/** Company X is the company site's own organisation; Y another company with its own picks. */
export const COMPANY_X = "nusahotel";
export const COMPANY_Y = "nusataksi";
export const MINISTRY = "kemenkes";

export const ROLES = ["visitor", "publicA", "publicB", "learnerX", "learnerY", "adminX", "staff"] as const;
export type Role = (typeof ROLES)[number];

/** Markers another person must never see, and the ones some calls show by design (see the call table). */
export type MarkerKind =
  | "id"
  | "email"
  | "phone"
  | "firstName"
  | "lastName"
  | "feedback"
  | "review"
  | "attempt"
  | "certificate"
  | "token"
  | "subscription"
  /** a search term the person typed, counted for the site's trending searches */
  | "searchTerm"
  /** a course outside the viewer's catalogue */
  | "course";

export interface Actor {
  role: Role;
  /** null for the visitor */
  user: {
    id: string;
    email: string;
    phone: string;
    firstName: string;
    lastName: string;
    password: string;
    membershipId: string | null;
    organisationId: string | null;
  } | null;
  token: string | null;
  /** which company, if any */
  company: "X" | "Y" | null;
  /** one of the provider's own team (the staff console) */
  staff: boolean;
  home: SiteName;
  /** data planted for this person */
  planted: {
    courseSlug: string;
    lessonId: string;
    quizId: string;
    attemptId: string;
    questionId: string;
    optionId: string;
    certificateCode: string;
    reviewText: string;
    feedbackText: string;
    /** the company subscription this person requested, when this build has that call */
    subscriptionId: string | null;
  } | null;
  markers: { kind: MarkerKind; value: string }[];
}

export interface CourseRef {
  id: string;
  slug: string;
}

export interface World {
  api: TestApi;
  db: Db;
  actors: Record<Role, Actor>;
  courses: CourseRef[];
  /** picks of company X, company Y, the ministry site */
  picks: { X: Set<string>; Y: Set<string>; ministry: Set<string> };
  /** courses only X picked, only Y picked */
  privateOf: { X: CourseRef[]; Y: CourseRef[] };
  organisationIds: { X: string; Y: string; ministry: string };
  /** the course slugs a viewer may be shown on a site (curation), their own enrolments aside */
  visibleSlugs(actor: Actor, site: SiteName): Set<string>;
  /** lesson and quiz ids per course */
  lessonsOf: Map<string, { id: string; kind: string }[]>;
  quizOf: Map<string, string>;
  password: string;
  /** a category no course of the world has */
  emptyCategory: string;
}

const PASSWORD = "Kopi-Tubruk-Pahit-77";

/** Marker tokens: letters only (names must pass the name rules), never a word of the seeded content. */
const PERSON: Record<
  Exclude<Role, "visitor">,
  { first: string; last: string; company: "X" | "Y" | null; admin?: boolean; staff?: boolean }
> = {
  publicA: { first: "Qazpuba", last: "Wexpubalast", company: null },
  publicB: { first: "Qazpubb", last: "Wexpubblast", company: null },
  learnerX: { first: "Qazlrnx", last: "Wexlrnxlast", company: "X" },
  learnerY: { first: "Qazlrny", last: "Wexlrnylast", company: "Y" },
  adminX: { first: "Qazadmx", last: "Wexadmxlast", company: "X", admin: true },
  staff: { first: "Qazstaf", last: "Wexstaflast", company: null, staff: true },
};

export function headersFor(actor: Actor, site: SiteName, locale: "id" | "en" = "id", token = actor.token) {
  return {
    origin: SITES[site],
    "accept-language": locale,
    ...(token ? bearer(token) : {}),
  };
}

async function pickOnly(db: Db, organisationId: string, courseIds: string[], mandatory = 2) {
  await db.delete(organisationCoursePicks).where(eq(organisationCoursePicks.organisationId, organisationId));
  await db
    .insert(organisationCatalogue)
    .values({ organisationId, visibility: "picked" })
    .onConflictDoUpdate({ target: organisationCatalogue.organisationId, set: { visibility: "picked" } });
  await db.insert(organisationCoursePicks).values(
    courseIds.map((courseId, i) => ({
      organisationId,
      courseId,
      mandatory: i < mandatory,
      featured: i < 3,
    })),
  );
}

export async function buildWorld(api: TestApi): Promise<World> {
  const db = api.database.db;
  await seedCatalogue(db, { courses: 24, progress: null, referenceDate: todayUtc() });
  const all = await db
    .select({ id: courses.id, slug: courses.slug, category: courses.categorySlug })
    .from(courses)
    .where(eq(courses.published, true))
    .orderBy(asc(courses.slug));
  const orgId = async (referral: string) =>
    (await db.select().from(organisations).where(eq(organisations.referral, referral)))[0]!.id;
  const organisationIds = {
    X: await orgId(COMPANY_X),
    Y: await orgId(COMPANY_Y),
    ministry: await orgId(MINISTRY),
  };

  // X picks 0–7, Y picks 5–12 (5–7 shared), the ministry 10–17.
  const xPicks = all.slice(0, 8);
  const yPicks = all.slice(5, 13);
  const ministryPicks = all.slice(10, 18);
  await pickOnly(
    db,
    organisationIds.X,
    xPicks.map((c) => c.id),
  );
  await pickOnly(
    db,
    organisationIds.Y,
    yPicks.map((c) => c.id),
  );
  await pickOnly(
    db,
    organisationIds.ministry,
    ministryPicks.map((c) => c.id),
    0,
  );
  const picks = {
    X: new Set(xPicks.map((c) => c.slug)),
    Y: new Set(yPicks.map((c) => c.slug)),
    ministry: new Set(ministryPicks.map((c) => c.slug)),
  };
  const privateOf = {
    X: xPicks.filter((c) => !picks.Y.has(c.slug)),
    Y: yPicks.filter((c) => !picks.X.has(c.slug)),
  };

  const lessonRows = await db
    .select({ id: lessons.id, courseId: lessons.courseId, kind: lessons.kind })
    .from(lessons)
    .orderBy(asc(lessons.position));
  const lessonsOf = new Map<string, { id: string; kind: string }[]>();
  for (const l of lessonRows) {
    const list = lessonsOf.get(l.courseId) ?? [];
    list.push({ id: l.id, kind: l.kind });
    lessonsOf.set(l.courseId, list);
  }
  const quizRows = await db
    .select({ id: quizzes.id, courseId: quizzes.courseId })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.kind, "final"),
        inArray(
          quizzes.courseId,
          all.map((c) => c.id),
        ),
      ),
    );
  const quizOf = new Map(quizRows.map((q) => [q.courseId, q.id]));

  // Who studies what: every person a course of their own scope, with a final quiz and a lesson to complete.
  const studies = (pool: CourseRef[], n: number) =>
    pool.filter((c) => quizOf.has(c.id) && (lessonsOf.get(c.id) ?? []).some((l) => l.kind === "article"))[n]!;
  const course: Record<Exclude<Role, "visitor">, CourseRef> = {
    publicA: studies(all.slice(18), 0),
    publicB: studies(all.slice(18), 1),
    learnerX: studies(privateOf.X, 0),
    learnerY: studies(privateOf.Y, 0),
    adminX: studies(privateOf.X, 1),
    staff: studies(all.slice(18), 2),
  };

  const passwordHash = await hashPassword(PASSWORD);
  const actors = {} as Record<Role, Actor>;
  actors.visitor = {
    role: "visitor",
    user: null,
    token: null,
    company: null,
    staff: false,
    home: "general",
    planted: null,
    markers: [],
  };
  let n = 0;
  for (const [role, p] of Object.entries(PERSON) as [
    Exclude<Role, "visitor">,
    (typeof PERSON)[keyof typeof PERSON],
  ][]) {
    n++;
    const email = `${p.first.toLowerCase()}@contoh-penanda.id`;
    const phone = `62812000${String(70 + n).padStart(4, "0")}`;
    const [u] = await db
      .insert(users)
      .values({ fullName: `${p.first} ${p.last}`, email, phone, passwordHash, interests: [] })
      .returning();
    const organisationId = p.company ? organisationIds[p.company] : null;
    let membershipId: string | null = null;
    if (organisationId) {
      const [m] = await db
        .insert(memberships)
        .values({
          userId: u!.id,
          organisationId,
          role: p.admin ? "admin" : "learner",
          employeeNumber: `EMP-${p.first}`,
        })
        .returning();
      membershipId = m!.id;
    }
    if (p.staff) await db.insert(providerStaff).values({ userId: u!.id });
    const home: SiteName = p.company === "X" ? "company" : "general";
    const siteSlug = p.company === "Y" ? COMPANY_Y : SITE_SLUG[home];
    const token = await openSession(db, api.config, { userId: u!.id, membershipId, site: siteSlug });
    actors[role] = {
      role,
      user: {
        id: u!.id,
        email,
        phone,
        firstName: p.first,
        lastName: p.last,
        password: PASSWORD,
        membershipId,
        organisationId,
      },
      token,
      company: p.company,
      staff: p.staff === true,
      home,
      planted: null,
      markers: [],
    };
  }

  const doc = (await api.app.inject("/docs/json")).json<{ paths: Record<string, Record<string, unknown>> }>();
  const hasSubscriptions = doc.paths["/subscriptions/requests"]?.post !== undefined;

  // Plant each person's data through the API, from their own site (Y's members from Y's company site).
  for (const role of ROLES) {
    const actor = actors[role];
    if (!actor.user) continue;
    const c = course[role as Exclude<Role, "visitor">];
    const origin = actor.company === "Y" ? "http://nusataksi.localhost:3000" : SITES[actor.home];
    const call = async (method: "POST" | "PUT", url: string, body?: unknown) => {
      const res = await api.app.inject({
        method,
        url,
        headers: { origin, ...bearer(actor.token!), ...(body === undefined ? {} : json(body).headers) },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.statusCode >= 300)
        throw new Error(`planting ${method} ${url} for ${role}: ${res.statusCode} ${res.body}`);
      return res.json<{ data: Record<string, unknown> }>();
    };
    const tag = actor.user.firstName.toLowerCase();
    const reviewText = `Ulasan rahasia ${tag}rv`;
    const feedbackText = `Masukan pribadi ${tag}fb`;
    // people of no company bought the upgrade of every course, so final quizzes open to them (not the preview)
    if (!actor.company) await db.insert(paidUpgrades).values({ userId: actor.user.id, courseId: null });
    await call("POST", `/courses/${c.slug}/enrolment`);
    const article = lessonsOf.get(c.id)!.find((l) => l.kind === "article")!;
    await call("POST", `/lessons/${article.id}/complete`);
    const quizId = quizOf.get(c.id)!;
    const attempt = (await call("POST", `/quizzes/${quizId}/attempts`, {})).data as {
      id: string;
      questions: { id: string; options: { id: string }[] }[];
    };
    const question = attempt.questions[0]!;
    await call("PUT", `/quiz-attempts/${attempt.id}/answers/${question.id}`, {
      optionIds: [question.options[0]!.id],
    });
    await call("PUT", `/courses/${c.slug}/review`, { rating: 4, body: reviewText });
    await call("POST", "/feedback", { rating: 5, message: feedbackText });
    await call("POST", "/search/terms", { term: `${tag}sq` });
    const certificateCode = `GKQ${tag.toUpperCase()}CERT`;
    await db.insert(certificates).values({
      code: certificateCode,
      userId: actor.user.id,
      courseId: c.id,
      fullName: `${actor.user.firstName} ${actor.user.lastName}`,
      courseNameId: c.slug,
      courseNameEn: c.slug,
      institutionNameId: "Lembaga Uji",
      institutionNameEn: "Test Institution",
      issuedAt: new Date(),
    });
    let subscriptionId: string | null = null;
    if (hasSubscriptions) {
      const request = await call("POST", "/subscriptions/requests", {
        companyName: `PT ${actor.user.firstName} Sejahtera`,
        companySize: "11-50",
        contactName: `${actor.user.firstName} ${actor.user.lastName}`,
        email: actor.user.email,
        phone: actor.user.phone,
      });
      subscriptionId = request.data.id as string;
    }
    actor.planted = {
      subscriptionId,
      courseSlug: c.slug,
      lessonId: article.id,
      quizId,
      attemptId: attempt.id,
      questionId: question.id,
      optionId: question.options[0]!.id,
      certificateCode,
      reviewText,
      feedbackText,
    };
    actor.markers = [
      { kind: "id", value: actor.user.id },
      { kind: "email", value: actor.user.email },
      { kind: "phone", value: actor.user.phone },
      { kind: "firstName", value: actor.user.firstName },
      { kind: "lastName", value: actor.user.lastName },
      { kind: "feedback", value: `${tag}fb` },
      { kind: "review", value: `${tag}rv` },
      { kind: "searchTerm", value: `${tag}sq` },
      { kind: "attempt", value: attempt.id },
      { kind: "certificate", value: certificateCode },
      { kind: "token", value: actor.token! },
    ];
    if (actor.user.membershipId) actor.markers.push({ kind: "id", value: actor.user.membershipId });
    if (subscriptionId) actor.markers.push({ kind: "subscription", value: subscriptionId });
  }

  const allSlugs = new Set(all.map((c) => c.slug));
  return {
    api,
    db,
    actors,
    courses: all,
    picks,
    privateOf,
    organisationIds,
    lessonsOf,
    quizOf,
    password: PASSWORD,
    emptyCategory: CATEGORY_SLUGS.find((slug) => !all.some((c) => c.category === slug))!,
    visibleSlugs(actor, site) {
      let out: Set<string>;
      if (actor.company) out = new Set(picks[actor.company]);
      else if (site === "ministry") out = new Set(picks.ministry);
      else if (site === "company") out = new Set(picks.X);
      else out = new Set(allSlugs);
      if (actor.planted) out.add(actor.planted.courseSlug);
      return out;
    },
  };
}

/**
 * What calls of other people changed in the world: each person's session, profile, open attempt, review,
 * certificate and enrolment; with `catalogues`, each company's picks; who belongs to which company; under which
 * organisation feedback was filed. Empty when nothing changed.
 */
export async function changedData(world: World, { catalogues = true } = {}): Promise<string[]> {
  const changed: string[] = [];
  for (const role of ROLES) {
    const me = world.actors[role];
    if (!me.user || !me.planted) continue;
    const get = (url: string) => world.api.app.inject({ url, headers: headersFor(me, me.home, "id") });
    const profile = await get("/profile");
    if (profile.statusCode !== 200)
      changed.push(`${role}: the session no longer works (${profile.statusCode})`);
    else if (!profile.body.includes(me.user.lastName)) changed.push(`${role}: the profile changed`);
    const attempt = await get(`/quiz-attempts/${me.planted.attemptId}`);
    const status = attempt.json<{ data?: { status?: string } }>().data?.status;
    if (status !== "in_progress")
      changed.push(`${role}: the open quiz attempt is now ${status ?? attempt.statusCode}`);
    const reviews = await get(`/courses/${me.planted.courseSlug}/reviews?perPage=50`);
    if (!reviews.body.includes(me.planted.reviewText)) changed.push(`${role}: the review changed`);
    const certificates = await get("/me/certificates");
    if (!certificates.body.includes(me.planted.certificateCode))
      changed.push(`${role}: the certificate is gone`);
    const learning = await get(`/courses/${me.planted.courseSlug}/learning`);
    if (learning.statusCode !== 200) changed.push(`${role}: the enrolment is gone (${learning.statusCode})`);
  }
  // each company's catalogue: still its own picks, still restricted
  if (catalogues)
    for (const company of ["X", "Y"] as const) {
      const learner = company === "X" ? world.actors.learnerX : world.actors.learnerY;
      const list = await world.api.app.inject({
        url: "/courses?perPage=50",
        headers: headersFor(learner, "general"),
      });
      const slugs = list
        .json<{ data: { items: { slug: string }[] } }>()
        .data.items.map((c) => c.slug)
        .sort();
      if (JSON.stringify(slugs) !== JSON.stringify([...world.picks[company]].sort()))
        changed.push(`company ${company}'s catalogue changed: ${slugs.join(", ")}`);
    }
  // nobody joined a company through someone else's ids in a body, and no row was written for another company
  const people = await world.db
    .select({ userId: memberships.userId, organisationId: memberships.organisationId, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId));
  for (const role of ROLES) {
    const me = world.actors[role];
    if (!me.user) continue;
    const orgs = people.filter((p) => p.userId === me.user!.id).map((p) => p.organisationId);
    const expected = me.company ? [world.organisationIds[me.company]] : [];
    if (JSON.stringify(orgs) !== JSON.stringify(expected))
      changed.push(`${role} now belongs to ${orgs.join(", ")}`);
  }
  const inY = people.filter((p) => p.organisationId === world.organisationIds.Y).map((p) => p.email);
  if (JSON.stringify(inY) !== JSON.stringify([world.actors.learnerY.user!.email]))
    changed.push(`company Y's members changed: ${inY.join(", ")}`);
  const notes = await world.db
    .select({ userId: feedback.userId, organisationId: feedback.organisationId })
    .from(feedback);
  for (const note of notes) {
    const author = Object.values(world.actors).find((a) => a.user?.id === note.userId);
    const own = author?.company ? world.organisationIds[author.company] : null;
    if (note.organisationId !== null && note.organisationId !== own)
      changed.push(`feedback of ${author?.role ?? note.userId} filed under another organisation`);
  }
  return changed;
}

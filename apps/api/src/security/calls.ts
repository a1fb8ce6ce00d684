import { randomUUID } from "node:crypto";
import { transactions } from "@gk/db";
import { openSession } from "../modules/auth/sessions";
import { ACCOUNT_CALLS } from "./account-calls";
import { AI_CALLS } from "./ai-calls";
import { AI_QUIZ_CALLS } from "./ai-quiz-calls";
import { COMMERCE_CALLS } from "./commerce-calls";
import { LIVE_CALLS } from "./live-calls";
import { VIDEO_CALLS } from "./video-calls";
import {
  COMPANY_Y,
  headersFor,
  type Actor,
  type MarkerKind,
  type Role,
  type SiteName,
  type World,
} from "./world";

/**
 * How to make a valid call of each operation of the OpenAPI document, aimed at someone else's data: the
 * isolation matrix makes these calls as every role on every site and looks for other people's markers in the
 * answers. `victims` are the people whose ids go into the path, query and body. Every operation of the
 * document needs an entry here: the matrix fails on one without, naming the operation.
 */
export interface Call {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  body?: unknown;
  /** send this token instead of the actor's own (null: no token) */
  token?: string | null;
}

export interface CallContext {
  world: World;
  me: Actor;
  site: SiteName;
  /** two other people: someone of the public and someone of another company (or of a company, for the public) */
  victims: Actor[];
  /** a fresh session of `me` for calls that end a session */
  freshToken(): Promise<string | null>;
  /** a string unique to this call (for accounts a call creates) */
  unique: string;
}

export interface Entry {
  calls(c: CallContext): Call[] | Promise<Call[]>;
  /** every call of the entry is meant to be refused (wrong password, forged token…) */
  refusedOnly?: boolean;
  /** kinds of other people's markers an answer of this call shows by design, and why */
  mayShow?: {
    kinds: MarkerKind[];
    why: string;
    /**
     * whose data: "anyone"'s; "notOtherCompanies" (the default): people of no company and of the viewer's own;
     * "sameCompany": only the viewer's colleagues; "staff": anyone's, to the provider's staff only
     */
    who?: "anyone" | "notOtherCompanies" | "sameCompany" | "staff";
  };
}

const uuidZero = "00000000-0000-4000-8000-000000000000";
const PASSWORD_NEW = "Teh-Manis-Hangat-88";

/** Extra body fields with someone else's ids: a call must ignore them (no mass assignment). */
const foreign = (v: Actor, w: World) => ({
  userId: v.user?.id,
  organisationId: v.company ? w.organisationIds[v.company] : w.organisationIds.Y,
  membershipId: v.user?.membershipId ?? undefined,
  role: "admin",
});

/** a course the viewer must not see: the other company's own picks (or Y's, for people outside companies) */
const hiddenCourse = (c: CallContext) =>
  c.me.company === "Y" ? c.world.privateOf.X[0]! : c.world.privateOf.Y[0]!;

/** a pending sandbox order of this person (inserted directly: the checkout pages act on one) */
async function sandboxOrderOf(c: CallContext, who: Actor): Promise<string> {
  const orderId = `GK-ISO-${randomUUID().slice(0, 18)}`;
  await c.world.db.insert(transactions).values({
    orderId,
    userId: who.user!.id,
    site: "general",
    courseId: c.world.courses[0]!.id,
    itemNameId: "Upgrade: kursus uji",
    itemNameEn: "Upgrade: test course",
    listPrice: 100000,
    total: 100000,
    provider: "sandbox",
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  });
  return orderId;
}

/** the viewer's own sandbox order (when signed in), then the victims' */
async function sandboxOrders(c: CallContext): Promise<string[]> {
  const people = [...(c.me.user ? [c.me] : []), ...c.victims.filter((v) => v.user)];
  const out: string[] = [];
  for (const p of people) out.push(await sandboxOrderOf(c, p));
  return out;
}

const homeSection = (path: string): Entry => ({
  calls: () => [{ method: "GET", url: `${path}?limit=50` }],
});

export const CALLS: Record<string, Entry> = {
  ...COMMERCE_CALLS,
  ...ACCOUNT_CALLS,
  ...AI_QUIZ_CALLS,
  ...AI_CALLS,
  ...LIVE_CALLS,
  ...VIDEO_CALLS,
  "GET /health": { calls: () => [{ method: "GET", url: "/health" }] },
  // company admin console: the victims' accounts and the other company's ids; 403 for non-admins
  "GET /org/members": {
    calls: (c) => [
      { method: "GET", url: "/org/members?perPage=100" },
      ...c.victims.map((v) => ({
        method: "GET" as const,
        url: `/org/members?q=${encodeURIComponent(v.user!.email)}`,
      })),
      { method: "GET", url: `/org/members?organisationId=${c.world.organisationIds.Y}` },
    ],
    mayShow: {
      kinds: ["id", "email", "phone", "firstName", "lastName"],
      why: "a company's admin manages that company's members",
      who: "sameCompany",
    },
  },
  "POST /org/members/{memberId}/deactivate": {
    refusedOnly: true,
    calls: (c) =>
      c.victims.map((v) => ({
        method: "POST" as const,
        url: `/org/members/${v.user!.membershipId ?? v.user!.id}/deactivate`,
      })),
  },
  "POST /org/members/{memberId}/reactivate": {
    refusedOnly: true,
    calls: (c) =>
      c.victims.map((v) => ({
        method: "POST" as const,
        url: `/org/members/${v.user!.membershipId ?? v.user!.id}/reactivate`,
      })),
  },
  "POST /org/members/{memberId}/reset-password": {
    refusedOnly: true,
    calls: (c) =>
      c.victims.map((v) => ({
        method: "POST" as const,
        url: `/org/members/${v.user!.membershipId ?? v.user!.id}/reset-password`,
      })),
  },
  "POST /org/member-imports": {
    calls: (c) => [
      {
        method: "POST",
        url: "/org/member-imports",
        body: {
          csv: `name,email,employee number\nPegawai Impor,impor-${c.unique}@contoh.id,IMP-${c.unique}\nOrang Lain,${c.victims[1]!.user!.email},IMP2-${c.unique}\n`,
          organisationId: c.world.organisationIds.Y,
        },
      },
    ],
  },
  "GET /org/member-imports/{importId}": {
    refusedOnly: true,
    calls: () => [{ method: "GET", url: `/org/member-imports/${uuidZero}` }],
  },
  "GET /org/courses": {
    calls: () => [{ method: "GET", url: "/org/courses?perPage=50&picked=any" }],
    mayShow: {
      kinds: ["course"],
      why: "a company's admin picks from the whole published catalogue",
      who: "anyone",
    },
  },
  "PUT /org/courses/visibility": {
    calls: (c) => [
      {
        method: "PUT",
        url: "/org/courses/visibility",
        body: { visibility: "picked", organisationId: c.world.organisationIds.Y },
      },
    ],
  },
  "PUT /org/courses/{courseId}/pick": {
    calls: (c) => {
      // a course X already picks, not mandatory: picking it again changes nothing anyone sees
      const course = c.world.courses.find((x) => x.slug === [...c.world.picks.X][4])!;
      return [
        {
          method: "PUT",
          url: `/org/courses/${course.id}/pick`,
          body: { mandatory: false, organisationId: c.world.organisationIds.Y },
        },
      ];
    },
    mayShow: { kinds: ["course"], why: "the answer is the course the admin picked", who: "anyone" },
  },
  "DELETE /org/courses/{courseId}/pick": {
    // a course X does not pick: nothing to remove, refused even for X's admin
    refusedOnly: true,
    calls: (c) => [{ method: "DELETE", url: `/org/courses/${c.world.privateOf.Y[0]!.id}/pick` }],
  },
  "POST /org/courses/bulk": {
    // a category none of the world's courses has: nothing changes
    calls: (c) => [
      {
        method: "POST",
        url: "/org/courses/bulk",
        body: { category: c.world.emptyCategory, action: "unpick" },
      },
    ],
  },
  // company reports, groups and exports: the admin's own company only
  "GET /org/reports": { calls: () => [{ method: "GET", url: "/org/reports?days=30" }] },
  "GET /org/groups": { calls: () => [{ method: "GET", url: "/org/groups" }] },
  "POST /org/groups": {
    calls: (c) => [
      {
        method: "POST",
        url: "/org/groups",
        body: { name: `Grup ${c.unique}`, ...foreign(c.victims[1]!, c.world) },
      },
    ],
  },
  "GET /org/groups/{groupId}": {
    refusedOnly: true,
    calls: () => [{ method: "GET", url: `/org/groups/${uuidZero}` }],
  },
  "DELETE /org/groups/{groupId}": {
    refusedOnly: true,
    calls: () => [{ method: "DELETE", url: `/org/groups/${uuidZero}` }],
  },
  "POST /org/groups/{groupId}/members": {
    refusedOnly: true,
    // into a group of the caller's own (made here when they may), the victims' accounts: never theirs to add
    calls: async (c) => {
      const made = await c.world.api.app.inject({
        method: "POST",
        url: "/org/groups",
        headers: { ...headersFor(c.me, c.site), "content-type": "application/json" },
        payload: JSON.stringify({ name: `Grup sasaran ${c.unique}` }),
      });
      const groupId = made.statusCode < 300 ? made.json<{ data: { id: string } }>().data.id : uuidZero;
      return [
        {
          method: "POST" as const,
          url: `/org/groups/${groupId}/members`,
          body: { memberIds: c.victims.map((v) => v.user!.membershipId ?? v.user!.id) },
        },
      ];
    },
  },
  "DELETE /org/groups/{groupId}/members/{memberId}": {
    refusedOnly: true,
    calls: (c) =>
      c.victims.map((v) => ({
        method: "DELETE" as const,
        url: `/org/groups/${uuidZero}/members/${v.user!.membershipId ?? v.user!.id}`,
      })),
  },
  "PUT /org/groups/{groupId}/courses/{courseId}": {
    refusedOnly: true,
    calls: (c) => [
      {
        method: "PUT",
        url: `/org/groups/${uuidZero}/courses/${c.world.privateOf.Y[0]!.id}`,
        body: { dueDate: "2030-01-31" },
      },
    ],
  },
  "DELETE /org/groups/{groupId}/courses/{courseId}": {
    refusedOnly: true,
    calls: (c) => [
      { method: "DELETE", url: `/org/groups/${uuidZero}/courses/${c.world.privateOf.Y[0]!.id}` },
    ],
  },
  "POST /org/exports": {
    calls: (c) => [{ method: "POST", url: "/org/exports", body: { ...foreign(c.victims[1]!, c.world) } }],
  },
  "GET /org/exports/{exportId}/download": {
    refusedOnly: true,
    calls: () => [{ method: "GET", url: `/org/exports/${uuidZero}/download?token=${"t".repeat(40)}` }],
  },
  "GET /me/assignments": {
    calls: (c) => [{ method: "GET", url: `/me/assignments?userId=${c.victims[0]!.user!.id}` }],
  },
  // company subscriptions: the request form, the provider's staff console, the admin's view
  "POST /subscriptions/requests": {
    calls: (c) => [
      {
        method: "POST",
        url: "/subscriptions/requests",
        body: {
          companyName: "PT Uji Coba",
          companySize: "1-10",
          contactName: "Kontak Uji",
          email: `kontak-${c.unique}@contoh.id`,
          phone: "081234567890",
          ...foreign(c.victims[1]!, c.world),
        },
      },
    ],
  },
  "GET /staff/subscriptions": {
    calls: () => [{ method: "GET", url: "/staff/subscriptions" }],
    mayShow: {
      kinds: ["id", "email", "phone", "firstName", "lastName", "subscription"],
      why: "the provider's staff handle every request",
      who: "staff",
    },
  },
  "GET /staff/subscriptions/{id}": {
    calls: (c) =>
      c.victims
        .filter((v) => v.planted?.subscriptionId)
        .map((v) => ({ method: "GET" as const, url: `/staff/subscriptions/${v.planted!.subscriptionId}` })),
    mayShow: {
      kinds: ["id", "email", "phone", "firstName", "lastName", "subscription"],
      why: "the provider's staff handle every request",
      who: "staff",
    },
  },
  "POST /staff/subscriptions/{id}/contact": {
    calls: (c) =>
      c.victims
        .filter((v) => v.planted?.subscriptionId)
        .map((v) => ({
          method: "POST" as const,
          url: `/staff/subscriptions/${v.planted!.subscriptionId}/contact`,
          body: { note: "ditelepon" },
        })),
    mayShow: {
      kinds: ["id", "email", "phone", "firstName", "lastName", "subscription"],
      why: "the provider's staff handle every request",
      who: "staff",
    },
  },
  "POST /staff/subscriptions/{id}/trial": {
    refusedOnly: true,
    calls: () => [{ method: "POST", url: `/staff/subscriptions/${uuidZero}/trial`, body: {} }],
  },
  "POST /staff/subscriptions/{id}/confirm": {
    refusedOnly: true,
    calls: () => [
      { method: "POST", url: `/staff/subscriptions/${uuidZero}/confirm`, body: { paidMonths: 1 } },
    ],
  },
  "GET /org/subscription": { calls: () => [{ method: "GET", url: "/org/subscription" }] },
  "GET /ready": { calls: () => [{ method: "GET", url: "/ready" }] },
  "GET /profile": {
    calls: (c) => [
      { method: "GET", url: "/profile" },
      ...c.victims.map((v) => ({
        method: "GET" as const,
        url: `/profile?userId=${v.user!.id}&id=${v.user!.id}`,
      })),
    ],
  },
  "POST /auth/v2/login": {
    refusedOnly: true,
    calls: (c) =>
      c.victims.map((v) => ({
        method: "POST",
        url: "/auth/v2/login",
        body: { username: v.user!.email, password: "salah-sekali-1" },
      })),
  },
  "POST /auth/v2/identify": {
    calls: (c) =>
      c.victims.map((v) => ({ method: "POST", url: "/auth/v2/identify", body: { username: v.user!.email } })),
  },
  "POST /auth/v2/account-chooser": {
    refusedOnly: true,
    calls: (c) =>
      c.victims.map((v) => ({
        method: "POST",
        url: "/auth/v2/account-chooser",
        body: {
          chooserToken: "chooser-token-yang-palsu-000000",
          accountId: v.user!.membershipId ?? v.user!.id,
        },
      })),
  },
  "POST /auth/register": {
    calls: (c) => [
      {
        method: "POST",
        url: "/auth/register",
        token: null,
        body: {
          fullName: "Pendaftar Baru",
          email: `baru-${c.unique}@contoh.id`,
          password: PASSWORD_NEW,
          passwordConfirmation: PASSWORD_NEW,
          acceptTerms: true,
          ...foreign(c.victims[1]!, c.world),
        },
      },
      {
        // with a company's referral: recorded, but no membership (only an invitation or its admin makes one)
        method: "POST",
        url: "/auth/register",
        token: null,
        body: {
          fullName: "Pendaftar Rujukan",
          email: `rujukan-${c.unique}@contoh.id`,
          password: PASSWORD_NEW,
          passwordConfirmation: PASSWORD_NEW,
          acceptTerms: true,
          referral: COMPANY_Y,
        },
      },
    ],
  },
  "POST /auth/social": {
    refusedOnly: true,
    calls: () => [
      {
        method: "POST",
        url: "/auth/social",
        body: { provider: "google", idToken: "bukan-token-google-sungguhan" },
      },
    ],
  },
  "POST /auth/social/confirm": {
    refusedOnly: true,
    calls: (c) => [
      {
        method: "POST",
        url: "/auth/social/confirm",
        body: { token: "konfirmasi-palsu-000000", ...foreign(c.victims[0]!, c.world) },
      },
    ],
  },
  "POST /auth/logout": {
    calls: async (c) => [
      {
        method: "POST",
        url: "/auth/logout",
        token: await c.freshToken(),
        body: { ...foreign(c.victims[0]!, c.world) },
      },
    ],
  },
  "POST /auth/password/email": {
    calls: (c) =>
      c.victims.map((v) => ({
        method: "POST",
        url: "/auth/password/email",
        body: { username: v.user!.email },
      })),
  },
  "POST /auth/password/reset": {
    refusedOnly: true,
    calls: (c) => [
      {
        method: "POST",
        url: "/auth/password/reset",
        body: {
          token: "tautan-palsu-0000000000",
          password: PASSWORD_NEW,
          passwordConfirmation: PASSWORD_NEW,
          ...foreign(c.victims[0]!, c.world),
        },
      },
    ],
  },
  "POST /auth/login-register": {
    refusedOnly: true,
    calls: (c) =>
      c.victims.map((v) => ({
        method: "POST",
        url: "/auth/login-register",
        body: {
          site: "lms",
          email: v.user!.email,
          fullName: "Peserta LMS",
          timestamp: Math.floor(Date.now() / 1000),
          nonce: `nonce-${c.unique}`,
          signature: "0".repeat(64),
        },
      })),
  },
  "POST /auth/password/change": {
    refusedOnly: true,
    calls: (c) => [
      {
        method: "POST",
        url: "/auth/password/change",
        body: {
          currentPassword: "bukan-sandi-lama",
          password: PASSWORD_NEW,
          passwordConfirmation: PASSWORD_NEW,
          ...foreign(c.victims[0]!, c.world),
        },
      },
    ],
  },
  "POST /org/members": {
    calls: (c) =>
      c.victims.map((v) => ({
        method: "POST",
        url: "/org/members",
        body: {
          fullName: "Karyawan Baru",
          email: `karyawan-${c.unique}@contoh.id`,
          employeeNumber: `K-${c.unique}`,
          organisationId: c.world.organisationIds.Y,
          userId: v.user!.id,
        },
      })),
  },
  "GET /org/domain-offer": { calls: () => [{ method: "GET", url: "/org/domain-offer" }] },
  "POST /org/domain-join": {
    // nobody of the matrix has an email at a verified company domain: every such call is refused
    refusedOnly: true,
    calls: (c) => [{ method: "POST", url: "/org/domain-join", body: foreign(c.victims[0]!, c.world) }],
  },
  "PUT /staff/companies/{referral}/domains/{domain}": {
    calls: () => [
      { method: "PUT", url: `/staff/companies/${COMPANY_Y}/domains/matrix-${Date.now()}.example` },
    ],
  },
  "GET /invitations/{token}": {
    refusedOnly: true,
    calls: () => [{ method: "GET", url: "/invitations/undangan-palsu-000000000000" }],
  },
  "POST /invitations/{token}/accept": {
    refusedOnly: true,
    calls: () => [{ method: "POST", url: "/invitations/undangan-palsu-000000000000/accept" }],
  },
  "GET /categories": { calls: () => [{ method: "GET", url: "/categories" }] },
  "GET /institutions": { calls: () => [{ method: "GET", url: "/institutions" }] },
  "GET /courses": {
    calls: () => [
      { method: "GET", url: "/courses?perPage=50" },
      { method: "GET", url: "/courses?perPage=50&sort=newest&page=1" },
    ],
  },
  "GET /courses/{courseSlug}": {
    calls: (c) => [
      { method: "GET", url: `/courses/${hiddenCourse(c).slug}` },
      ...c.victims.map((v) => ({ method: "GET" as const, url: `/courses/${v.planted!.courseSlug}` })),
    ],
    mayShow: {
      kinds: ["firstName", "review"],
      why: "a visible course's page shows its latest public reviews, under the reviewer's first name",
      who: "anyone",
    },
  },
  "GET /courses/{courseSlug}/access": {
    calls: (c) => [
      { method: "GET", url: `/courses/${hiddenCourse(c).slug}/access` },
      ...c.victims.map((v) => ({
        method: "GET" as const,
        url: `/courses/${v.planted!.courseSlug}/access?userId=${v.user!.id}`,
      })),
    ],
  },
  // payments: the sandbox checkout opens only its payer's order (404 for the victims'); a webhook without a valid
  // signature or token is refused whoever sends it
  "GET /payments/sandbox/{orderId}": {
    calls: async (c) =>
      (await sandboxOrders(c)).map((orderId) => ({
        method: "GET" as const,
        url: `/payments/sandbox/${orderId}`,
      })),
  },
  "POST /payments/sandbox/{orderId}/{outcome}": {
    calls: async (c) =>
      (await sandboxOrders(c)).map((orderId) => ({
        method: "POST" as const,
        url: `/payments/sandbox/${orderId}/fail`,
      })),
  },
  "POST /payments/notifications/{provider}": {
    refusedOnly: true,
    calls: async (c) => {
      const orderId = (await sandboxOrders(c)).at(-1)!;
      const body = {
        order_id: orderId,
        external_id: orderId,
        status: "paid",
        transaction_status: "settlement",
        status_code: "200",
        gross_amount: "100000.00",
        amount: 100000,
        signature_key: "0".repeat(128),
      };
      return ["sandbox", "midtrans", "xendit"].map((p) => ({
        method: "POST" as const,
        url: `/payments/notifications/${p}`,
        body,
      }));
    },
  },
  "GET /courses/{courseSlug}/reviews": {
    calls: (c) => [
      { method: "GET", url: `/courses/${hiddenCourse(c).slug}/reviews?perPage=50` },
      ...c.victims.map((v) => ({
        method: "GET" as const,
        url: `/courses/${v.planted!.courseSlug}/reviews?perPage=50`,
      })),
    ],
    mayShow: {
      kinds: ["firstName", "review"],
      why: "reviews of a course the viewer can see are public, under the reviewer's first name",
      who: "anyone",
    },
  },
  "PUT /courses/{courseSlug}/review": {
    calls: (c) => [
      {
        method: "PUT",
        url: `/courses/${hiddenCourse(c).slug}/review`,
        body: { rating: 1, body: "coba", ...foreign(c.victims[0]!, c.world) },
      },
    ],
  },
  "POST /feedback": {
    calls: (c) => [
      {
        method: "POST",
        url: "/feedback",
        body: { rating: 3, message: "masukan uji", ...foreign(c.victims[0]!, c.world) },
      },
    ],
  },
  "GET /bundles": { calls: () => [{ method: "GET", url: "/bundles" }] },
  "GET /bundles/{bundleSlug}": {
    calls: async (c) => {
      const res = await c.world.api.app.inject({
        url: "/bundles",
        headers: { origin: "http://localhost:3000" },
      });
      const slugs = res
        .json<{ data: { items: { slug: string }[] } }>()
        .data.items.map((b) => b.slug)
        .slice(0, 2);
      return slugs.map((s) => ({ method: "GET" as const, url: `/bundles/${s}` }));
    },
  },
  "GET /blog": { calls: () => [{ method: "GET", url: "/blog" }] },
  "GET /blog/{blogSlug}": {
    calls: async (c) => {
      const res = await c.world.api.app.inject({ url: "/blog" });
      const slug = res.json<{ data: { items: { slug: string }[] } }>().data.items[0]?.slug ?? "tidak-ada";
      return [{ method: "GET", url: `/blog/${slug}` }];
    },
  },
  "GET /home/continue": homeSection("/home/continue"),
  "GET /home/work-performance": homeSection("/home/work-performance"),
  "GET /home/technology-career": homeSection("/home/technology-career"),
  "GET /home/self-management": homeSection("/home/self-management"),
  "GET /home/new-releases": homeSection("/home/new-releases"),
  "GET /home/popular": homeSection("/home/popular"),
  "GET /home/popular-picks": homeSection("/home/popular-picks"),
  "GET /home/recommended": homeSection("/home/recommended"),
  "GET /home/mandatory": homeSection("/home/mandatory"),
  "GET /home/all": homeSection("/home/all"),
  "GET /home/ending-soon": homeSection("/home/ending-soon"),
  "GET /home/trending-searches": {
    ...homeSection("/home/trending-searches"),
    mayShow: {
      kinds: ["searchTerm"],
      why: "a public site's trending searches are counted from what its visitors typed",
    },
  },
  "POST /search/terms": { calls: () => [{ method: "POST", url: "/search/terms", body: { term: "excel" } }] },
  "POST /courses/{courseSlug}/enrolment": {
    calls: (c) => [
      {
        method: "POST",
        url: `/courses/${hiddenCourse(c).slug}/enrolment`,
        body: foreign(c.victims[0]!, c.world),
      },
    ],
  },
  "GET /courses/{courseSlug}/learning": {
    calls: (c) => [
      { method: "GET", url: `/courses/${hiddenCourse(c).slug}/learning` },
      ...c.victims.map((v) => ({
        method: "GET" as const,
        url: `/courses/${v.planted!.courseSlug}/learning?userId=${v.user!.id}`,
      })),
    ],
  },
  "GET /lessons/{lessonId}": {
    calls: (c) => c.victims.map((v) => ({ method: "GET" as const, url: `/lessons/${v.planted!.lessonId}` })),
  },
  "POST /lessons/{lessonId}/complete": {
    calls: (c) => [
      ...c.victims.map((v) => ({
        method: "POST" as const,
        url: `/lessons/${v.planted!.lessonId}/complete`,
        body: foreign(v, c.world),
      })),
      { method: "POST", url: `/lessons/${uuidZero}/complete` },
    ],
  },
  "POST /quizzes/{quizId}/attempts": {
    calls: (c) =>
      c.victims.map((v) => ({
        method: "POST" as const,
        url: `/quizzes/${v.planted!.quizId}/attempts`,
        body: { restart: false },
      })),
  },
  "GET /quiz-attempts/{attemptId}": {
    calls: (c) =>
      [...c.victims, c.me]
        .filter((v) => v.planted)
        .map((v) => ({ method: "GET" as const, url: `/quiz-attempts/${v.planted!.attemptId}` })),
  },
  "PUT /quiz-attempts/{attemptId}/answers/{questionId}": {
    calls: (c) =>
      [...c.victims, c.me]
        .filter((v) => v.planted)
        .map((v) => ({
          method: "PUT" as const,
          url: `/quiz-attempts/${v.planted!.attemptId}/answers/${v.planted!.questionId}`,
          body: { optionIds: [v.planted!.optionId] },
        })),
  },
  "POST /quiz-attempts/{attemptId}/submit": {
    refusedOnly: true,
    calls: (c) =>
      c.victims.map((v) => ({
        method: "POST" as const,
        url: `/quiz-attempts/${v.planted!.attemptId}/submit`,
      })),
  },
  "POST /quiz-attempts/{attemptId}/abandon": {
    refusedOnly: true,
    calls: (c) =>
      c.victims.map((v) => ({
        method: "POST" as const,
        url: `/quiz-attempts/${v.planted!.attemptId}/abandon`,
      })),
  },
  "GET /me/courses": {
    calls: (c) =>
      ["enrolled", "learned", "completed"].map((list) => ({
        method: "GET" as const,
        url: `/me/courses?list=${list}&limit=100&userId=${c.victims[0]!.user!.id}`,
      })),
  },
  "GET /my-class": { calls: (c) => [{ method: "GET", url: `/my-class?userId=${c.victims[0]!.user!.id}` }] },
  "GET /me/certificates": {
    calls: (c) => [{ method: "GET", url: `/me/certificates?userId=${c.victims[0]!.user!.id}` }],
  },
  "GET /certificates/{code}": {
    calls: (c) =>
      c.victims.map((v) => ({ method: "GET" as const, url: `/certificates/${v.planted!.certificateCode}` })),
    mayShow: {
      kinds: ["firstName", "lastName", "certificate", "course"],
      why: "the code printed on a certificate is what a verifier holds: verification by code is public",
      who: "anyone",
    },
  },
  "GET /certificates/{code}/pdf": {
    // one victim: the PDF is the verification page's data drawn (slow), and the other company's is the sharper case
    calls: (c) => [
      { method: "GET" as const, url: `/certificates/${c.victims[1]!.planted!.certificateCode}/pdf` },
    ],
    mayShow: {
      kinds: ["firstName", "lastName", "certificate", "course"],
      why: "the code printed on a certificate is what a verifier holds: the PDF by code is public",
      who: "anyone",
    },
  },
  "GET /leaderboard": {
    calls: () =>
      ["site", "organisation"].flatMap((scope) =>
        ["all", "week"].map((period) => ({
          method: "GET" as const,
          url: `/leaderboard?scope=${scope}&period=${period}&limit=100`,
        })),
      ),
    mayShow: { kinds: ["firstName"], why: "a site's board is public and shows a first name and an initial" },
  },
  "GET /me/dashboard": {
    calls: (c) => [{ method: "GET", url: `/me/dashboard?userId=${c.victims[0]!.user!.id}` }],
  },
  "GET /search/key": { calls: () => [{ method: "GET", url: "/search/key" }] },
  "GET /search/courses": {
    calls: () => [
      { method: "GET", url: "/search/courses?perPage=50" },
      { method: "GET", url: "/search/courses?q=a&perPage=50" },
    ],
  },
  "POST /account/delete": {
    refusedOnly: true,
    calls: (c) => [
      {
        method: "POST",
        url: "/account/delete",
        body: {
          password: "bukan-sandi-saya",
          keepCertificateName: false,
          ...foreign(c.victims[0]!, c.world),
        },
      },
    ],
  },
};

/** The two other people whose ids go into a call: someone of the public, and someone of a company not mine. */
export function victimsOf(world: World, role: Role): Actor[] {
  const a = world.actors;
  switch (role) {
    case "publicA":
      return [a.publicB, a.learnerY];
    case "publicB":
      return [a.publicA, a.learnerX];
    case "learnerX":
    case "adminX":
    case "staff":
      return [a.publicA, a.learnerY];
    case "learnerY":
      return [a.publicB, a.learnerX];
    default:
      return [a.publicA, a.learnerY];
  }
}

export async function freshSession(world: World, me: Actor): Promise<string | null> {
  if (!me.user) return null;
  return openSession(world.db, world.api.config, {
    userId: me.user.id,
    membershipId: me.user.membershipId,
    site: "general",
  });
}

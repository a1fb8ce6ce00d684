import { sites } from "@gk/tenancy";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { hashPassword } from "../passwords";
import {
  memberships,
  organisations,
  users,
  type MemberRole,
  type OrganisationKind,
} from "../schema/accounts";
import { organisationDomains } from "../schema/invitations";
import { providerStaff } from "../schema/subscriptions";

/** The demo company's email domain, verified for it (people at it may ask to join). */
export const DEMO_COMPANY_DOMAIN = "nusantara-maju.co.id";

/** The demo company of the seed: it has no site of its own, its people sign in on the business site. */
export const DEMO_COMPANY = {
  referral: "nusantara-maju",
  name: "PT Nusantara Maju",
  kind: "company" as const,
};

const KIND_OF_SITE: Partial<Record<string, OrganisationKind>> = {
  company: "company",
  government: "government",
  regional: "government",
};

/** Organisations of the named sites (each site with a referral), plus the demo company. */
export async function seedOrganisations(db: Db): Promise<number> {
  const rows = [...sites.values()]
    .filter((s) => s.referral && KIND_OF_SITE[s.type])
    .map((s) => ({
      referral: s.referral!,
      name: s.metadata.appTitle.replace(/ × GuruKita$/, ""),
      kind: KIND_OF_SITE[s.type]!,
    }));
  rows.push(DEMO_COMPANY);
  const inserted = await db.insert(organisations).values(rows).onConflictDoNothing().returning();
  // the demo company's verified email domain: someone registering with such an address may ask to join
  const [demo] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.referral, DEMO_COMPANY.referral));
  if (demo)
    await db
      .insert(organisationDomains)
      .values({ domain: DEMO_COMPANY_DOMAIN, organisationId: demo.id })
      .onConflictDoNothing();
  return inserted.length;
}

export interface DemoUser {
  key: string;
  fullName: string;
  email: string;
  phone: string | null;
  password: string;
  mustChangePassword: boolean;
  accounts: { referral: string; role: MemberRole; employeeNumber?: string }[];
  /** a member of the provider's own team: may use the staff console (company subscriptions) */
  staff?: boolean;
  note: string;
}

/** The demo people whose credentials apps/api/README.md lists. Passwords pass the password rule. */
export const DEMO_USERS: DemoUser[] = [
  {
    key: "learner",
    fullName: "Siti Aminah",
    email: "siti@demo.gurukita.id",
    phone: "6281234560001",
    password: "Belajar-Terus-2026",
    mustChangePassword: false,
    accounts: [],
    note: "an individual learner (no organisation); also signs in with 081234560001",
  },
  {
    key: "company-learner",
    fullName: "Dewi Lestari",
    email: "dewi@nusantara-maju.co.id",
    phone: null,
    password: "Dewi-Nusantara-2026",
    mustChangePassword: false,
    accounts: [{ referral: DEMO_COMPANY.referral, role: "learner", employeeNumber: "NM-0007" }],
    note: "a company learner of PT Nusantara Maju with employee number NM-0007 (initial password already changed)",
  },
  {
    key: "company-new-employee",
    fullName: "Wayan Saputra",
    email: "wayan@nusantara-maju.co.id",
    phone: null,
    // what a company admin's first password looks like: random, single use, valid for a week after the seed
    password: "Q7mK-4xTr-W9pa",
    mustChangePassword: true,
    accounts: [{ referral: DEMO_COMPANY.referral, role: "learner", employeeNumber: "NM-0042" }],
    note: "a company learner still on the first password an admin created: it works once, for 7 days, and must be replaced at first login",
  },
  {
    key: "company-admin",
    fullName: "Bambang Hartono",
    email: "admin@nusantara-maju.co.id",
    phone: null,
    password: "Admin-Nusantara-2026",
    mustChangePassword: false,
    accounts: [{ referral: DEMO_COMPANY.referral, role: "admin", employeeNumber: "NM-0001" }],
    note: "the admin of PT Nusantara Maju (creates employee accounts with POST /org/members)",
  },
  {
    key: "two-organisations",
    fullName: "Rina Kusuma",
    email: "rina@demo.gurukita.id",
    phone: "6281234560005",
    password: "Dua-Akun-2026",
    mustChangePassword: false,
    accounts: [
      { referral: DEMO_COMPANY.referral, role: "learner", employeeNumber: "NM-0105" },
      { referral: "trenggalek", role: "learner" },
    ],
    note: "a learner with accounts in two organisations: login answers with the account chooser",
  },
  {
    key: "staff",
    fullName: "Tim GuruKita",
    email: "staf@demo.gurukita.id",
    phone: null,
    password: "Staf-GuruKita-2026",
    mustChangePassword: false,
    accounts: [],
    staff: true,
    note: "the provider's staff: the staff console at /staff/subscriptions (company subscription requests, trials, confirmations)",
  },
];

/** The demo users and their memberships; a user that exists already is left as it is. */
export async function seedDemoUsers(db: Db): Promise<number> {
  let created = 0;
  for (const demo of DEMO_USERS) {
    const inserted = await db
      .insert(users)
      .values({
        fullName: demo.fullName,
        email: demo.email,
        phone: demo.phone,
        passwordHash: await hashPassword(demo.password),
        mustChangePassword: demo.mustChangePassword,
        passwordExpiresAt: demo.mustChangePassword ? new Date(Date.now() + 7 * 24 * 3600 * 1000) : null,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) continue;
    created++;
    const user = inserted[0]!;
    if (demo.staff) await db.insert(providerStaff).values({ userId: user.id }).onConflictDoNothing();
    const orgs = await db
      .select()
      .from(organisations)
      .where(inArray(organisations.referral, demo.accounts.map((a) => a.referral).concat("-")));
    for (const account of demo.accounts) {
      const org = orgs.find((o) => o.referral === account.referral);
      if (!org)
        throw new Error(
          `demo user ${demo.key}: no organisation "${account.referral}" (the organisations step runs first)`,
        );
      await db
        .insert(memberships)
        .values({
          userId: user.id,
          organisationId: org.id,
          role: account.role,
          employeeNumber: account.employeeNumber ?? null,
        })
        .onConflictDoNothing();
    }
  }
  return created;
}

/** For tests: the memberships of a demo user. */
export async function demoMemberships(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return [];
  return db
    .select({
      referral: organisations.referral,
      role: memberships.role,
      employeeNumber: memberships.employeeNumber,
    })
    .from(memberships)
    .innerJoin(organisations, and(eq(memberships.organisationId, organisations.id)))
    .where(eq(memberships.userId, user.id));
}

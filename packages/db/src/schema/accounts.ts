import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Accounts: a user is one identity (a person with an email and/or a phone number); a membership is
 * one "account" of that person in an organisation. A person with memberships in two organisations picks one
 * at login (the account chooser).
 */

export const organisationKind = pgEnum("organisation_kind", ["company", "government", "public"]);
export const memberRole = pgEnum("member_role", ["learner", "admin"]);

export const organisations = pgTable("organisations", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** the referral slug (tenants are identified by it) */
  referral: text("referral").notNull().unique(),
  name: text("name").notNull(),
  kind: organisationKind("kind").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** as printed on certificates */
    fullName: text("full_name").notNull(),
    /** lower-cased */
    email: text("email"),
    /** Indonesian numbers normalised to 628… */
    phone: text("phone"),
    /** argon2id PHC string; null for accounts that only sign in with Google or through an LMS */
    passwordHash: text("password_hash"),
    /** Google's `sub` claim */
    googleSubject: text("google_subject"),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /**
     * When a first password (set by a company admin) stops working: its expiry, and "now" once it has been
     * used to sign in, so it works once. Null for passwords the person chose.
     */
    passwordExpiresAt: timestamp("password_expires_at", { withTimezone: true }),
    /**
     * The organisation referral typed at registration, or the site's: where the person came from. It gives no
     * membership (a company is joined only by its admin's invitation, import, or its LMS).
     */
    signupReferral: text("signup_referral"),
    locale: text("locale").notNull().default("id"),
    interests: text("interests")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Set when the person asked to delete the account: the moment the erase job wipes it (the site's grace
     * period later). Signing in before then clears it and keeps the account. Null for an account in use.
     */
    eraseAfter: timestamp("erase_after", { withTimezone: true }),
    /** chosen with the deletion: issued certificates keep the printed name (true) or show an anonymous holder */
    eraseKeepsCertificateName: boolean("erase_keeps_certificate_name").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phone),
    uniqueIndex("users_google_subject_key").on(t.googleSubject),
  ],
);

export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    role: memberRole("role").notNull().default("learner"),
    employeeNumber: text("employee_number"),
    /** the department the company's admin recorded (free text, optional) */
    department: text("department"),
    /**
     * Set when the organisation's admin deactivates the account: it can no longer sign in nor use a session;
     * the person's certificates and progress stay. Null while active.
     */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("memberships_user_org_key").on(t.userId, t.organisationId),
    uniqueIndex("memberships_org_employee_key").on(t.organisationId, t.employeeNumber),
    index("memberships_org_idx").on(t.organisationId),
  ],
);

export type Organisation = typeof organisations.$inferSelect;
export type User = typeof users.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type OrganisationKind = Organisation["kind"];
export type MemberRole = Membership["role"];

import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { memberRole, organisations, users } from "./accounts";

/**
 * A company admin's invitation of a person who already has an account: the membership exists only once the
 * account's owner accepts through the mailed single-use link (an admin can never attach someone's account
 * on their own). The token is stored hashed, like every other link token.
 */
export const organisationInvitations = pgTable(
  "organisation_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    role: memberRole("role").notNull().default("learner"),
    /** given by the admin; null when the person asked to join through their verified email domain */
    employeeNumber: text("employee_number"),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("organisation_invitations_token_key").on(t.tokenHash),
    index("organisation_invitations_org_idx").on(t.organisationId),
  ],
);

export type OrganisationInvitation = typeof organisationInvitations.$inferSelect;

/**
 * Email domains a company has shown it owns, recorded by the provider's staff once checked: a person whose
 * account email is at such a domain may ask to join, and joins when they open the link mailed to that
 * address (which proves the mailbox is theirs). One domain belongs to one company.
 */
export const organisationDomains = pgTable(
  "organisation_domains",
  {
    domain: text("domain").primaryKey(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    verifiedBy: uuid("verified_by").references(() => users.id, { onDelete: "set null" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("organisation_domains_org_idx").on(t.organisationId)],
);

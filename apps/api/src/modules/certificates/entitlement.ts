import { courses, memberships, organisations, paidUpgrades, type Db } from "@gk/db";
import { and, eq, isNull, or } from "drizzle-orm";

/**
 * THE rule for who gets a certificate, kept in one place: the course must offer one,
 * and the learner either belongs to a company (company-plan users always get it) or bought the paid upgrade
 * (for this course or for everything). Payments come in a later issue; until then only a paid_upgrades row
 * written by that flow (or by hand) entitles a public learner.
 */
export async function isEntitledToCertificate(db: Db, userId: string, courseId: string): Promise<boolean> {
  const [course] = await db
    .select({ offered: courses.certificateOffered })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course?.offered) return false;
  const [company] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(and(eq(memberships.userId, userId), eq(organisations.kind, "company")))
    .limit(1);
  if (company) return true;
  const [upgrade] = await db
    .select({ id: paidUpgrades.id })
    .from(paidUpgrades)
    .where(
      and(
        eq(paidUpgrades.userId, userId),
        or(eq(paidUpgrades.courseId, courseId), isNull(paidUpgrades.courseId)),
      ),
    )
    .limit(1);
  return Boolean(upgrade);
}

import {
  courses,
  memberships,
  organisationCatalogue,
  organisationCoursePicks,
  organisations,
  users,
  type Db,
} from "@gk/db";
import { seedCatalogue, todayUtc } from "@gk/db/seed";
import { asc, eq } from "drizzle-orm";
import type { AppConfig } from "../src/config";
import { openSession } from "../src/modules/auth/sessions";

/**
 * A small catalogue (48 courses from the real written content) plus people to look at it: an anonymous
 * visitor, a learner with interests, a learner without, and an employee of a company that picked 5 courses
 * (2 mandatory) — and made sure it did not pick any course of one category that does have courses.
 */
export async function catalogueFixture(db: Db, config: AppConfig) {
  await seedCatalogue(db, { courses: 48, progress: null, referenceDate: todayUtc() });
  const all = await db
    .select({ id: courses.id, slug: courses.slug, category: courses.categorySlug })
    .from(courses)
    .orderBy(asc(courses.slug));
  const unpickedCategory = all[all.length - 1]!.category;
  const picks = all.filter((c) => c.category !== unpickedCategory).slice(0, 5);
  const unpicked = all.find((c) => c.category === unpickedCategory)!;

  const [company] = await db
    .insert(organisations)
    .values({ referral: "pt-uji-kurasi", name: "PT Uji Kurasi", kind: "company" })
    .returning();
  await db.insert(organisationCatalogue).values({ organisationId: company!.id, visibility: "picked" });
  await db
    .insert(organisationCoursePicks)
    .values(picks.map((c, i) => ({ organisationId: company!.id, courseId: c.id, mandatory: i < 2 })));

  const person = async (fullName: string, email: string, interests: string[], organisationId?: string) => {
    const [u] = await db.insert(users).values({ fullName, email, interests }).returning();
    let membershipId: string | null = null;
    if (organisationId) {
      const [m] = await db.insert(memberships).values({ userId: u!.id, organisationId }).returning();
      membershipId = m!.id;
    }
    return {
      id: u!.id,
      token: await openSession(db, config, { userId: u!.id, membershipId, site: "general" }),
    };
  };
  const interested = await person("Dewi Anggraini", "dewi@contoh.id", [all[0]!.category]);
  const plain = await person("Bayu Prakoso", "bayu@contoh.id", []);
  const employee = await person("Rina Marlina", "rina@contoh.id", [], company!.id);
  return { all, picks, unpicked, unpickedCategory, company: company!, interested, plain, employee };
}

export async function setSiteRestriction(db: Db, referral: string, courseIds: string[]) {
  const [org] = await db.select().from(organisations).where(eq(organisations.referral, referral));
  await db.delete(organisationCoursePicks).where(eq(organisationCoursePicks.organisationId, org!.id));
  await db
    .insert(organisationCatalogue)
    .values({ organisationId: org!.id, visibility: "picked" })
    .onConflictDoUpdate({ target: organisationCatalogue.organisationId, set: { visibility: "picked" } });
  await db
    .insert(organisationCoursePicks)
    .values(courseIds.map((courseId) => ({ organisationId: org!.id, courseId, featured: true })));
}

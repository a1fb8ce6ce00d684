import { randomBytes } from "node:crypto";
import {
  certificates,
  courses,
  enrolments,
  institutions,
  quizAttempts,
  quizzes,
  users,
  type Db,
} from "@gk/db";
import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import { earnsCertificate } from "../commerce/entitlement";

/** Crockford-style alphabet without 0/O and 1/I, so a code read off paper is typed back right. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newCertificateCode(): string {
  const bytes = randomBytes(12);
  let s = "";
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return `GK-${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}`;
}

/**
 * Issues the certificate of a completed course when the learner earns it (the one access rule of
 * commerce/entitlement.ts: full access to a course that offers one); idempotent (one per learner and course). Names are copied as printed today. Returns the code, or null when not entitled or not completed.
 */
export async function issueCertificateIfEntitled(
  db: Db,
  input: { userId: string; courseId: string; scorePercent: number | null; now: Date },
): Promise<string | null> {
  const [existing] = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.userId, input.userId), eq(certificates.courseId, input.courseId)));
  if (existing) return existing.code;
  const [done] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, input.userId),
        eq(enrolments.courseId, input.courseId),
        isNotNull(enrolments.completedAt),
      ),
    );
  if (!done || !(await earnsCertificate(db, input.userId, input.courseId))) return null;
  const [row] = await db
    .select({
      fullName: users.fullName,
      nameId: courses.nameId,
      nameEn: courses.nameEn,
      instId: institutions.nameId,
      instEn: institutions.nameEn,
    })
    .from(courses)
    .innerJoin(institutions, eq(institutions.id, courses.institutionId))
    .innerJoin(users, eq(users.id, input.userId))
    .where(eq(courses.id, input.courseId));
  if (!row) return null;
  await db
    .insert(certificates)
    .values({
      code: newCertificateCode(),
      userId: input.userId,
      courseId: input.courseId,
      fullName: row.fullName,
      courseNameId: row.nameId,
      courseNameEn: row.nameEn,
      institutionNameId: row.instId,
      institutionNameEn: row.instEn,
      scorePercent: input.scorePercent,
      issuedAt: input.now,
    })
    .onConflictDoNothing();
  const [issued] = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.userId, input.userId), eq(certificates.courseId, input.courseId)));
  return issued?.code ?? null;
}

/**
 * After the upgrade is paid: when the learner had already finished the course (for example a company member who
 * left the company), the certificate is issued at once, with the score of their best passed final quiz. Returns
 * the certificate's code, or null when the course is not finished or offers none. Idempotent.
 */
export async function onUpgradePaid(db: Db, userId: string, courseId: string): Promise<string | null> {
  const [enrolment] = await db
    .select({ completedAt: enrolments.completedAt })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  if (!enrolment?.completedAt) return null;
  const [best] = await db
    .select({ score: quizAttempts.scorePercent })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.courseId, courseId),
        eq(quizzes.kind, "final"),
        eq(quizAttempts.passed, true),
        ne(quizAttempts.status, "reset"),
      ),
    )
    .orderBy(desc(quizAttempts.scorePercent))
    .limit(1);
  return issueCertificateIfEntitled(db, {
    userId,
    courseId,
    scorePercent: best?.score ?? null,
    now: new Date(),
  });
}

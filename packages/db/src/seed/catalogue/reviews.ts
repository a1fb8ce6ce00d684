import type { Locale } from "@gk/contracts";
import { and, eq, gte, like } from "drizzle-orm";
import type { Db } from "../../client";
import { users } from "../../schema/accounts";
import { courses } from "../../schema/catalogue";
import { courseReviews } from "../../schema/engagement";
import { createRng } from "./prng";
import { insertMany } from "./write";

const FIRST = [
  "Ayu",
  "Budi",
  "Citra",
  "Dedi",
  "Eka",
  "Fajar",
  "Gita",
  "Hendra",
  "Indah",
  "Joko",
  "Kartika",
  "Lukman",
  "Maya",
  "Nur",
  "Oki",
  "Putri",
  "Rizky",
  "Sari",
  "Taufik",
  "Umi",
  "Vina",
  "Wahyu",
  "Yanti",
  "Zainal",
  "Agus",
  "Bella",
  "Dimas",
  "Fitri",
  "Galih",
  "Hana",
];
const LAST = [
  "Saputra",
  "Wulandari",
  "Pratama",
  "Lestari",
  "Hidayat",
  "Siregar",
  "Nasution",
  "Wijaya",
  "Kurniawan",
  "Rahmawati",
  "Simanjuntak",
  "Putra",
  "Maharani",
  "Setiawan",
  "Halim",
  "Tanjung",
  "Ginting",
  "Nugroho",
  "Pangestu",
  "Sitompul",
];

/** Review texts by rating (1 poor … 5 extraordinary); each written once, in the reviewer's language. */
const TEXTS: Record<number, { locale: Locale; body: string }[]> = {
  5: [
    {
      locale: "id",
      body: "Materinya runtut dan langsung bisa dipraktikkan di kantor. Contohnya dekat sekali dengan pekerjaan saya sehari-hari.",
    },
    {
      locale: "id",
      body: "Luar biasa! Penjelasannya sederhana, kuis akhirnya menantang tapi adil. Sangat saya rekomendasikan untuk rekan kerja.",
    },
    {
      locale: "en",
      body: "Clear, practical and well paced. I used the checklist from the third lesson the very next day.",
    },
    {
      locale: "id",
      body: "Kursus terbaik yang saya ikuti tahun ini. Pembahasan setiap topiknya tuntas dan tidak bertele-tele.",
    },
  ],
  4: [
    {
      locale: "id",
      body: "Bagus dan bermanfaat. Akan lebih lengkap kalau ada lebih banyak studi kasus dari daerah.",
    },
    {
      locale: "en",
      body: "Very useful overview. A few lessons could use more examples, but the quiz helped me check what I learned.",
    },
    {
      locale: "id",
      body: "Materi jelas, durasinya pas untuk disela-sela pekerjaan. Sertifikatnya juga membantu untuk penilaian kinerja.",
    },
  ],
  3: [
    {
      locale: "id",
      body: "Cukup baik untuk pengantar, tetapi bagi yang sudah berpengalaman beberapa bagian terasa terlalu dasar.",
    },
    { locale: "en", body: "Good introduction. I expected a bit more depth in the later lessons." },
  ],
  2: [
    {
      locale: "id",
      body: "Isinya benar, tetapi terlalu banyak teori dan kurang latihan. Perlu ditingkatkan.",
    },
  ],
  1: [
    {
      locale: "id",
      body: "Kurang sesuai dengan kebutuhan saya; materinya terlalu umum untuk bidang pekerjaan saya.",
    },
  ],
};

export const REVIEWER_EMAIL_DOMAIN = "pelajar.contoh.gurukita.id";

/**
 * Seed learners who wrote the sample reviews (they have no password, so nobody can sign in as them), and a
 * few reviews on courses whose seeded rating count already includes them.
 */
export async function seedReviews(db: Db, seed: string, reviewerCount = 120): Promise<number> {
  const rng = createRng(`${seed}:reviews`);
  const people = Array.from({ length: reviewerCount }, (_, n) => {
    const first = FIRST[n % FIRST.length]!;
    const last = LAST[(n * 7) % LAST.length]!;
    return {
      id: rng.uuid(),
      fullName: `${first} ${last}`,
      email: `pelajar${String(n + 1).padStart(3, "0")}@${REVIEWER_EMAIL_DOMAIN}`,
      locale: rng.chance(0.8) ? "id" : "en",
    };
  });
  await insertMany(db, users, people);
  const reviewers = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${REVIEWER_EMAIL_DOMAIN}`))
    .orderBy(users.email);
  if (reviewers.length === 0) return 0;
  const rated = await db
    .select({ id: courses.id, avg: courses.ratingAverage, n: courses.ratingCount })
    .from(courses)
    .where(and(eq(courses.published, true), gte(courses.ratingCount, 3)))
    .orderBy(courses.slug);
  const rows: (typeof courseReviews.$inferInsert)[] = [];
  for (const course of rated) {
    const howMany = Math.min(course.n, reviewers.length, rng.int(1, 4));
    const who = rng.shuffle(reviewers).slice(0, howMany);
    for (const person of who) {
      const rating = Math.max(1, Math.min(5, Math.round(course.avg + (rng.next() - 0.5) * 2)));
      const text = rng.pick(TEXTS[rating]!);
      const createdAt = new Date(Date.UTC(2026, 0, 1) + rng.int(0, 320) * 86_400_000);
      rows.push({
        courseId: course.id,
        userId: person.id,
        rating,
        body: text.body,
        locale: text.locale,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  await insertMany(db, courseReviews, rows);
  return rows.length;
}

/** The reviewers' ids (the learning seed may give them enrolments for a lively leaderboard). */
export async function seedReviewerIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${REVIEWER_EMAIL_DOMAIN}`))
    .orderBy(users.email);
  return rows.map((r) => r.id);
}

import { sites } from "@gk/tenancy";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../client";
import { organisations } from "../../schema/accounts";
import { blogPosts, bundleCourses, bundles, courses } from "../../schema/catalogue";
import { organisationCatalogue, organisationCoursePicks } from "../../schema/curation";
import { DEMO_COMPANY } from "../accounts";
import { searchTermCounts } from "../../schema/engagement";
import { BLOG_POSTS } from "./blog";
import { createRng } from "./prng";
import { insertMany } from "./write";

interface BundleTheme {
  slug: string;
  nameId: string;
  nameEn: string;
  descriptionId: string;
  descriptionEn: string;
  categories: string[];
}

const THEMES: BundleTheme[] = [
  {
    slug: "paket-transformasi-digital",
    nameId: "Paket Transformasi Digital",
    nameEn: "Digital Transformation Bundle",
    descriptionId: "Kursus pilihan untuk membawa tim Anda bekerja lebih digital: TI, data, dan AI.",
    descriptionEn: "Selected courses to take your team digital: IT, data and AI.",
    categories: ["digital-it", "data-analytics-science", "ai-machine-learning", "latest-industry-trends"],
  },
  {
    slug: "paket-pemimpin-muda",
    nameId: "Paket Pemimpin Muda",
    nameEn: "Young Leaders Bundle",
    descriptionId: "Bekal kepemimpinan, strategi, dan pengembangan tim untuk pemimpin baru.",
    descriptionEn: "Leadership, strategy and team development for new leaders.",
    categories: ["leadership-management", "people-team-development", "strategic-growth-thinking"],
  },
  {
    slug: "paket-umkm-naik-kelas",
    nameId: "Paket UMKM Naik Kelas",
    nameEn: "Small Business Growth Bundle",
    descriptionId: "Kewirausahaan, pemasaran, penjualan, dan keuangan untuk usaha yang ingin tumbuh.",
    descriptionEn: "Entrepreneurship, marketing, sales and finance for businesses that want to grow.",
    categories: ["entrepreneurship", "marketing-branding", "sales-excellence", "economics-finance"],
  },
  {
    slug: "paket-pelayanan-prima",
    nameId: "Paket Pelayanan Prima",
    nameEn: "Service Excellence Bundle",
    descriptionId: "Layanan pelanggan dan komunikasi untuk petugas garis depan.",
    descriptionEn: "Customer service and communication for front-line staff.",
    categories: ["customer-excellence", "communication-public-speaking", "soft-competencies"],
  },
  {
    slug: "paket-kerja-produktif",
    nameId: "Paket Kerja Produktif",
    nameEn: "Productive Work Bundle",
    descriptionId: "Produktivitas, pengembangan diri, dan pemecahan masalah sehari-hari.",
    descriptionEn: "Productivity, personal development and everyday problem solving.",
    categories: ["performance-productivity", "personal-development", "problem-solving-decision-making"],
  },
  {
    slug: "paket-desa-berkelanjutan",
    nameId: "Paket Desa Berkelanjutan",
    nameEn: "Sustainable Village Bundle",
    descriptionId: "Pertanian, keberlanjutan, dan administrasi untuk pembangunan desa.",
    descriptionEn: "Agriculture, sustainability and administration for village development.",
    categories: ["agriculture", "sustainability", "administrative-operations"],
  },
  {
    slug: "paket-kreatif-dan-produk",
    nameId: "Paket Kreatif dan Produk",
    nameEn: "Creative and Product Bundle",
    descriptionId: "Desain, kreativitas, dan manajemen produk.",
    descriptionEn: "Design, creativity and product management.",
    categories: ["design-creativity", "product-design-management", "marketing-branding"],
  },
];

/** Bundles of the most popular courses of a theme's categories, and the blog posts. */
export async function seedBundlesAndBlog(
  db: Db,
  seed: string,
  referenceDate: Date,
): Promise<{ bundles: number; posts: number }> {
  const rng = createRng(`${seed}:bundles`);
  let made = 0;
  for (const theme of THEMES) {
    const picks = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.published, true), inArray(courses.categorySlug, theme.categories)))
      .orderBy(desc(courses.popularity), courses.id)
      .limit(5);
    if (picks.length < 3) continue;
    const id = rng.uuid();
    await db.insert(bundles).values({
      id,
      slug: theme.slug,
      nameId: theme.nameId,
      nameEn: theme.nameEn,
      descriptionId: theme.descriptionId,
      descriptionEn: theme.descriptionEn,
      priceRupiah: rng.pick([299_000, 349_000, 499_000]),
    });
    await insertMany(
      db,
      bundleCourses,
      picks.map((p, i) => ({ bundleId: id, courseId: p.id, position: i + 1 })),
    );
    made++;
  }
  await insertMany(
    db,
    blogPosts,
    BLOG_POSTS.map((p, i) => ({
      ...p,
      publishedAt: new Date(referenceDate.getTime() - (i * 9 + 3) * 86_400_000),
    })),
  );
  return { bundles: made, posts: BLOG_POSTS.length };
}

const ORG_KIND = { company: "company", government: "government", regional: "government" } as const;

/**
 * Organisations of the named company, government and regional sites (created when missing, by referral), with
 * their curation: companies see only their picks (some mandatory); the health ministry's site is restricted to
 * its picks; the other government and regional sites feature a few courses on their home page. The demo
 * company has chosen 20 courses, 3 of them mandatory (a company that has chosen nothing shows nothing).
 */
export async function seedCuration(db: Db, seed: string): Promise<number> {
  const rng = createRng(`${seed}:curation`);
  const all = await db
    .select({ id: courses.id, category: courses.categorySlug })
    .from(courses)
    .where(eq(courses.published, true))
    .orderBy(courses.slug);
  if (all.length === 0) return 0;
  const plans: {
    referral: string;
    name: string;
    kind: "company" | "government";
    restricted: boolean;
    size: number;
    mandatory: number;
    /** false: curate it only when the accounts seed made it (a test's catalogue has no demo company) */
    create?: boolean;
  }[] = [];
  for (const site of [...sites.values()].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const kind = ORG_KIND[site.type as keyof typeof ORG_KIND];
    if (!kind || !site.referral) continue;
    const restricted = kind === "company" || site.slug === "kemenkes";
    plans.push({
      referral: site.referral,
      name: site.metadata.appTitle.replace(/ × GuruKita$/, ""),
      kind,
      restricted,
      size: restricted ? (kind === "company" ? 80 : 120) : 12,
      mandatory: kind === "company" ? 6 : 0,
    });
  }
  plans.push({ ...DEMO_COMPANY, restricted: true, size: 20, mandatory: 3, create: false });
  let picksMade = 0;
  for (const plan of plans) {
    if (plan.create !== false)
      await db
        .insert(organisations)
        .values({ referral: plan.referral, name: plan.name, kind: plan.kind })
        .onConflictDoNothing();
    const [org] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.referral, plan.referral));
    if (!org) continue;
    const chosen = rng.shuffle(all).slice(0, Math.min(all.length, plan.size));
    await db
      .insert(organisationCatalogue)
      .values({ organisationId: org.id, visibility: plan.restricted ? "picked" : "all" })
      .onConflictDoNothing();
    await insertMany(
      db,
      organisationCoursePicks,
      chosen.map((c, i) => ({
        organisationId: org.id,
        courseId: c.id,
        mandatory: i < plan.mandatory,
        featured: i < 8,
      })),
    );
    picksMade += chosen.length;
  }
  return picksMade;
}

const TRENDING_TERMS = [
  "excel",
  "kepemimpinan",
  "public speaking",
  "keamanan siber",
  "analisis data",
  "pemasaran digital",
  "layanan pelanggan",
  "manajemen waktu",
  "kecerdasan buatan",
  "keuangan umkm",
  "negosiasi",
  "desain grafis",
  "pertanian organik",
  "chatgpt",
];

/** A week of search terms on the general site, so "trending searches" has something to show at first start. */
export async function seedSearchTerms(db: Db, seed: string, referenceDate: Date): Promise<number> {
  const rng = createRng(`${seed}:search-terms`);
  const rows = [];
  for (let d = 0; d < 7; d++) {
    const day = new Date(referenceDate.getTime() - d * 86_400_000).toISOString().slice(0, 10);
    for (const [i, term] of TRENDING_TERMS.entries())
      rows.push({
        site: "general",
        term,
        day,
        count: Math.max(1, Math.round((TRENDING_TERMS.length - i) * rng.int(3, 9))),
      });
  }
  await insertMany(db, searchTermCounts, rows);
  return rows.length;
}

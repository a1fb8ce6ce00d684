// Synthetic course catalogue for the search benchmark: titles built from Indonesian and English word lists
// the way real course titles are ("Dasar-Dasar Kepemimpinan untuk Pemula", "Data Analytics for Managers"),
// the 22 course categories, institutions, skills, ratings, popularity and release dates. Seeded, so every
// run indexes the same documents.

import { COURSE_HIT_PARAMS } from "../../packages/search/src/course-document";

export const CATEGORIES = [
  "Soft Competencies",
  "Personal Development",
  "Performance & Productivity",
  "Strategic & Growth Thinking",
  "Leadership & Management",
  "Problem Solving & Decision Making",
  "Entrepreneurship",
  "People & Team Development",
  "Sales Excellence",
  "Customer Excellence",
  "Communication & Public Speaking",
  "Latest Industry Trends",
  "Economics & Finance",
  "Data Analytics & Science",
  "Marketing & Branding",
  "Digital & IT",
  "Product Design & Management",
  "Administrative Operations",
  "AI & Machine Learning",
  "Sustainability",
  "Design & Creativity",
  "Agriculture",
];

const INSTITUTIONS = [
  "Universitas Indonesia",
  "Institut Teknologi Bandung",
  "Universitas Gadjah Mada",
  "Universitas Airlangga",
  "Institut Pertanian Bogor",
  "Universitas Brawijaya",
  "Universitas Padjadjaran",
  "Universitas Diponegoro",
  "Institut Teknologi Sepuluh Nopember",
  "Universitas Hasanuddin",
  "Politeknik Negeri Jakarta",
  "Universitas Telkom",
  "Binus University",
  "Universitas Pelita Harapan",
  "Kementerian PANRB",
  "Lembaga Administrasi Negara",
];

const TOPICS_ID = [
  "Kepemimpinan",
  "Manajemen Proyek",
  "Komunikasi Efektif",
  "Analisis Data",
  "Pemasaran Digital",
  "Keuangan Pribadi",
  "Negosiasi",
  "Kewirausahaan",
  "Pelayanan Pelanggan",
  "Pengambilan Keputusan",
  "Kecerdasan Buatan",
  "Desain Produk",
  "Manajemen Waktu",
  "Berpikir Kritis",
  "Penjualan",
  "Akuntansi",
  "Pertanian Berkelanjutan",
  "Administrasi Perkantoran",
  "Public Speaking",
  "Kerja Tim",
  "Literasi Digital",
  "Keamanan Siber",
  "Pemrograman Python",
  "Etika Bisnis",
];
const TOPICS_EN = [
  "Leadership",
  "Project Management",
  "Effective Communication",
  "Data Analytics",
  "Digital Marketing",
  "Personal Finance",
  "Negotiation",
  "Entrepreneurship",
  "Customer Service",
  "Decision Making",
  "Artificial Intelligence",
  "Product Design",
  "Time Management",
  "Critical Thinking",
  "Sales",
  "Accounting",
  "Sustainable Farming",
  "Office Administration",
  "Public Speaking",
  "Teamwork",
  "Digital Literacy",
  "Cyber Security",
  "Python Programming",
  "Business Ethics",
];
const PATTERNS_ID = [
  "Dasar-Dasar {t}",
  "{t} untuk Pemula",
  "{t} Tingkat Lanjut",
  "Strategi {t} di Era Digital",
  "Praktik {t} di Tempat Kerja",
  "{t} bagi Aparatur Sipil Negara",
  "Menguasai {t}",
  "{t} untuk UMKM",
];
const PATTERNS_EN = [
  "Introduction to {t}",
  "{t} for Beginners",
  "Advanced {t}",
  "{t} for Managers",
  "Mastering {t}",
  "{t} in Practice",
  "{t} Essentials",
  "Applied {t}",
];
const SKILLS = [
  "kepemimpinan",
  "komunikasi",
  "analisis",
  "python",
  "excel",
  "negosiasi",
  "presentasi",
  "strategi",
  "pemasaran",
  "keuangan",
  "desain",
  "tim",
  "layanan",
  "penjualan",
  "ai",
  "data",
];

/** Small deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CourseDoc {
  id: string;
  title: string;
  skills: string[];
  category: string;
  institution: string;
  rating: number;
  popularity: number;
  release_date: number;
}

export function courses(n: number, seed = 42): CourseDoc[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const out: CourseDoc[] = [];
  for (let i = 0; i < n; i++) {
    const indonesian = r() < 0.7;
    const topic = indonesian ? pick(TOPICS_ID) : pick(TOPICS_EN);
    const title =
      pick(indonesian ? PATTERNS_ID : PATTERNS_EN).replace("{t}", topic) +
      (r() < 0.3 ? ` ${1 + Math.floor(r() * 5)}` : "");
    out.push({
      id: `course-${i}`,
      title,
      skills: [pick(SKILLS), pick(SKILLS)].filter((s, j, a) => a.indexOf(s) === j),
      category: pick(CATEGORIES),
      institution: pick(INSTITUTIONS),
      rating: Math.round((3 + r() * 2) * 10) / 10,
      popularity: Math.floor(r() ** 3 * 100_000),
      release_date: 1_600_000_000 + Math.floor(r() * 200_000_000),
    });
  }
  return out;
}

export const SCHEMA = {
  name: "courses",
  fields: [
    { name: "title", type: "string" },
    { name: "skills", type: "string[]", facet: true },
    { name: "category", type: "string", facet: true },
    { name: "institution", type: "string", facet: true },
    { name: "rating", type: "float" },
    { name: "popularity", type: "int32" },
    { name: "release_date", type: "int64" },
  ],
  default_sorting_field: "popularity",
};

/** Queries of a typical search page: whole words, prefixes as typed, typos, both languages, and no query. */
export const QUERIES = [
  "kepemimpinan",
  "kepemimpian",
  "kepem",
  "leadership",
  "leadrship",
  "data",
  "analisis data",
  "pemasaran digital",
  "digital marketing",
  "python",
  "pemrograman",
  "keuangan pribadi",
  "personal finance",
  "negosiasi",
  "negotiation",
  "komunikasi efektif",
  "public speaking",
  "manajemen proyek",
  "project managment",
  "kewirausahaan",
  "umkm",
  "kecerdasan buatan",
  "artificial",
  "desain produk",
  "customer service",
  "pelayanan",
  "etika bisnis",
  "keamanan siber",
  "cyber",
  "pertanian",
  "sustainable",
  "administrasi",
  "berpikir kritis",
  "critical thinking",
  "manajemen waktu",
  "time management",
  "penjualan",
  "sales",
  "akuntansi",
  "*",
];

/**
 * One search of a typical search page as the browser sends it: the query fields, both facets, the page's sort
 * and 12 per page; `useCache: false` asks the server not to answer from its result cache.
 */
export function pageSearch(q: string, useCache = true): Record<string, unknown> {
  return {
    collection: "courses",
    q,
    query_by: "title,skills,institution",
    facet_by: "category,institution",
    max_facet_values: 10,
    sort_by: q === "*" ? "popularity:desc" : "_text_match:desc,rating:desc",
    per_page: 12,
    page: 1,
    // what the product's course search asks for: the hits' fields a card shows, no marked snippets
    ...COURSE_HIT_PARAMS,
    ...(useCache ? {} : { use_cache: false }),
  };
}

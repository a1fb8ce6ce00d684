/**
 * The 22 course categories with their Indonesian and English names. One list for the seed, the
 * API, search facets and the i18n messages (whose tests check they agree with this list).
 */
export const CATEGORIES = [
  { slug: "soft-competencies", en: "Soft Competencies", id: "Kompetensi Nonteknis" },
  { slug: "personal-development", en: "Personal Development", id: "Pengembangan Diri" },
  { slug: "performance-productivity", en: "Performance & Productivity", id: "Kinerja & Produktivitas" },
  {
    slug: "strategic-growth-thinking",
    en: "Strategic & Growth Thinking",
    id: "Pemikiran Strategis & Pertumbuhan",
  },
  { slug: "leadership-management", en: "Leadership & Management", id: "Kepemimpinan & Manajemen" },
  {
    slug: "problem-solving-decision-making",
    en: "Problem Solving & Decision Making",
    id: "Pemecahan Masalah & Pengambilan Keputusan",
  },
  { slug: "entrepreneurship", en: "Entrepreneurship", id: "Kewirausahaan" },
  { slug: "people-team-development", en: "People & Team Development", id: "Pengembangan SDM & Tim" },
  { slug: "sales-excellence", en: "Sales Excellence", id: "Keunggulan Penjualan" },
  { slug: "customer-excellence", en: "Customer Excellence", id: "Keunggulan Layanan Pelanggan" },
  {
    slug: "communication-public-speaking",
    en: "Communication & Public Speaking",
    id: "Komunikasi & Berbicara di Depan Umum",
  },
  { slug: "latest-industry-trends", en: "Latest Industry Trends", id: "Tren Industri Terkini" },
  { slug: "economics-finance", en: "Economics & Finance", id: "Ekonomi & Keuangan" },
  { slug: "data-analytics-science", en: "Data Analytics & Science", id: "Analitik & Sains Data" },
  { slug: "marketing-branding", en: "Marketing & Branding", id: "Pemasaran & Branding" },
  { slug: "digital-it", en: "Digital & IT", id: "Digital & TI" },
  { slug: "product-design-management", en: "Product Design & Management", id: "Desain & Manajemen Produk" },
  { slug: "administrative-operations", en: "Administrative Operations", id: "Operasional Administrasi" },
  { slug: "ai-machine-learning", en: "AI & Machine Learning", id: "AI & Pembelajaran Mesin" },
  { slug: "sustainability", en: "Sustainability", id: "Keberlanjutan" },
  { slug: "design-creativity", en: "Design & Creativity", id: "Desain & Kreativitas" },
  { slug: "agriculture", en: "Agriculture", id: "Pertanian" },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]["slug"];
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

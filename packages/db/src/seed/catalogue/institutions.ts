import type { CategorySlug } from "@gk/contracts";

/**
 * The issuing institutions of the seed catalogue: invented Indonesian universities, polytechnics and companies,
 * and real ministry and agency names. `focus` lists the categories an institution teaches; an empty list means
 * it teaches any category (general universities).
 */
export interface InstitutionSeed {
  slug: string;
  id: string;
  en: string;
  kind: "university" | "polytechnic" | "company" | "ministry" | "agency";
  city: string;
  focus: CategorySlug[];
}

const i = (
  slug: string,
  id: string,
  en: string,
  kind: InstitutionSeed["kind"],
  city: string,
  focus: CategorySlug[] = [],
): InstitutionSeed => ({ slug, id, en, kind, city, focus });

export const INSTITUTIONS: InstitutionSeed[] = [
  i("universitas-nusantara", "Universitas Nusantara", "Nusantara University", "university", "Jakarta"),
  i(
    "universitas-gadjah-madya",
    "Universitas Gadjah Madya",
    "Gadjah Madya University",
    "university",
    "Yogyakarta",
  ),
  i(
    "institut-teknologi-cendekia",
    "Institut Teknologi Cendekia",
    "Cendekia Institute of Technology",
    "university",
    "Bandung",
    [
      "digital-it",
      "data-analytics-science",
      "ai-machine-learning",
      "product-design-management",
      "latest-industry-trends",
    ],
  ),
  i(
    "universitas-samudra-timur",
    "Universitas Samudra Timur",
    "Samudra Timur University",
    "university",
    "Makassar",
  ),
  i(
    "universitas-andalas-raya",
    "Universitas Andalas Raya",
    "Andalas Raya University",
    "university",
    "Padang",
  ),
  i(
    "universitas-borneo-lestari",
    "Universitas Borneo Lestari",
    "Borneo Lestari University",
    "university",
    "Balikpapan",
    ["sustainability", "agriculture", "economics-finance"],
  ),
  i("universitas-merapi", "Universitas Merapi", "Merapi University", "university", "Semarang"),
  i(
    "universitas-pelita-bangsa",
    "Universitas Pelita Bangsa",
    "Pelita Bangsa University",
    "university",
    "Surabaya",
  ),
  i(
    "institut-pertanian-agraris",
    "Institut Pertanian Agraris",
    "Agraris Agricultural Institute",
    "university",
    "Bogor",
    ["agriculture", "sustainability", "entrepreneurship"],
  ),
  i("sekolah-bisnis-garuda", "Sekolah Bisnis Garuda", "Garuda School of Business", "university", "Jakarta", [
    "leadership-management",
    "strategic-growth-thinking",
    "entrepreneurship",
    "marketing-branding",
    "economics-finance",
    "sales-excellence",
  ]),
  i(
    "institut-seni-kriya",
    "Institut Seni Kriya Indonesia",
    "Kriya Indonesia Institute of the Arts",
    "university",
    "Denpasar",
    ["design-creativity", "marketing-branding", "product-design-management", "communication-public-speaking"],
  ),
  i(
    "politeknik-negeri-maritim",
    "Politeknik Negeri Maritim",
    "State Maritime Polytechnic",
    "polytechnic",
    "Semarang",
    ["administrative-operations", "performance-productivity", "sustainability", "digital-it"],
  ),
  i(
    "politeknik-digital-khatulistiwa",
    "Politeknik Digital Khatulistiwa",
    "Khatulistiwa Digital Polytechnic",
    "polytechnic",
    "Pontianak",
    ["digital-it", "data-analytics-science", "ai-machine-learning", "design-creativity"],
  ),
  i(
    "politeknik-pariwisata-nusa",
    "Politeknik Pariwisata Nusa",
    "Nusa Tourism Polytechnic",
    "polytechnic",
    "Lombok",
    ["customer-excellence", "communication-public-speaking", "marketing-branding", "sales-excellence"],
  ),
  i(
    "politeknik-keuangan-negara",
    "Politeknik Keuangan Negara",
    "State Finance Polytechnic",
    "polytechnic",
    "Tangerang Selatan",
    ["economics-finance", "administrative-operations", "data-analytics-science"],
  ),
  i("bank-rakyat-sejahtera", "PT Bank Rakyat Sejahtera Tbk", "Bank Rakyat Sejahtera", "company", "Jakarta", [
    "economics-finance",
    "customer-excellence",
    "sales-excellence",
    "entrepreneurship",
  ]),
  i("telekomunika-nusantara", "PT Telekomunika Nusantara", "Telekomunika Nusantara", "company", "Bandung", [
    "digital-it",
    "latest-industry-trends",
    "customer-excellence",
    "ai-machine-learning",
  ]),
  i("karya-logistik", "PT Karya Logistik Indonesia", "Karya Logistik Indonesia", "company", "Surabaya", [
    "administrative-operations",
    "performance-productivity",
    "problem-solving-decision-making",
  ]),
  i("niaga-digital", "PT Niaga Digital Kreasi", "Niaga Digital Kreasi", "company", "Jakarta", [
    "marketing-branding",
    "sales-excellence",
    "product-design-management",
    "data-analytics-science",
    "entrepreneurship",
  ]),
  i("energi-hijau", "PT Energi Hijau Persada", "Energi Hijau Persada", "company", "Jakarta", [
    "sustainability",
    "latest-industry-trends",
    "leadership-management",
  ]),
  i("sinar-konsultan", "Sinar Konsultan Manajemen", "Sinar Management Consulting", "company", "Jakarta", [
    "leadership-management",
    "people-team-development",
    "strategic-growth-thinking",
    "problem-solving-decision-making",
    "performance-productivity",
  ]),
  i("rumah-talenta", "Rumah Talenta Indonesia", "Rumah Talenta Indonesia", "company", "Yogyakarta", [
    "soft-competencies",
    "personal-development",
    "people-team-development",
    "communication-public-speaking",
  ]),
  i("kemnaker", "Kementerian Ketenagakerjaan", "Ministry of Manpower", "ministry", "Jakarta", [
    "soft-competencies",
    "personal-development",
    "performance-productivity",
    "people-team-development",
  ]),
  i("kemenkes", "Kementerian Kesehatan", "Ministry of Health", "ministry", "Jakarta", [
    "customer-excellence",
    "administrative-operations",
    "communication-public-speaking",
    "soft-competencies",
  ]),
  i("kemenkeu", "Kementerian Keuangan", "Ministry of Finance", "ministry", "Jakarta", [
    "economics-finance",
    "administrative-operations",
    "data-analytics-science",
  ]),
  i(
    "kemenkop-ukm",
    "Kementerian Koperasi dan UKM",
    "Ministry of Cooperatives and SMEs",
    "ministry",
    "Jakarta",
    ["entrepreneurship", "marketing-branding", "sales-excellence", "economics-finance"],
  ),
  i("kementan", "Kementerian Pertanian", "Ministry of Agriculture", "ministry", "Jakarta", [
    "agriculture",
    "sustainability",
  ]),
  i(
    "kemenparekraf",
    "Kementerian Pariwisata dan Ekonomi Kreatif",
    "Ministry of Tourism and Creative Economy",
    "ministry",
    "Jakarta",
    ["design-creativity", "marketing-branding", "customer-excellence", "entrepreneurship"],
  ),
  i(
    "komdigi",
    "Kementerian Komunikasi dan Digital",
    "Ministry of Communication and Digital Affairs",
    "ministry",
    "Jakarta",
    ["digital-it", "ai-machine-learning", "latest-industry-trends", "communication-public-speaking"],
  ),
  i(
    "kemenpan-rb",
    "Kementerian PANRB",
    "Ministry of Administrative and Bureaucratic Reform",
    "ministry",
    "Jakarta",
    [
      "administrative-operations",
      "leadership-management",
      "performance-productivity",
      "problem-solving-decision-making",
    ],
  ),
  i("bps", "Badan Pusat Statistik", "Statistics Indonesia", "agency", "Jakarta", [
    "data-analytics-science",
    "economics-finance",
  ]),
  i(
    "lan",
    "Lembaga Administrasi Negara",
    "National Institute of Public Administration",
    "agency",
    "Jakarta",
    [
      "leadership-management",
      "strategic-growth-thinking",
      "administrative-operations",
      "people-team-development",
    ],
  ),
  i(
    "brin",
    "Badan Riset dan Inovasi Nasional",
    "National Research and Innovation Agency",
    "agency",
    "Jakarta",
    [
      "ai-machine-learning",
      "latest-industry-trends",
      "sustainability",
      "agriculture",
      "data-analytics-science",
    ],
  ),
];

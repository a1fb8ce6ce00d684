import type { BilingualText } from "../../schema/catalogue";

/**
 * How a content track is framed for an audience: a title suffix and a sentence added to the description.
 * Combined with an edition (how much of the track a course covers) every course title is unique.
 */
export interface Audience {
  key: string;
  title: BilingualText;
  blurb: BilingualText;
}

const a = (key: string, titleId: string, titleEn: string, blurbId: string, blurbEn: string): Audience => ({
  key,
  title: { id: titleId, en: titleEn },
  blurb: { id: blurbId, en: blurbEn },
});

export const AUDIENCES: Audience[] = [
  a(
    "umum",
    "untuk Umum",
    "for Everyone",
    "Cocok untuk siapa saja yang ingin memulai, tanpa latar belakang khusus.",
    "Suited to anyone who wants to start, with no particular background.",
  ),
  a(
    "umkm",
    "untuk UMKM",
    "for Small Businesses",
    "Contoh dan latihannya diambil dari keseharian pelaku UMKM: warung, toko daring, dan usaha rumahan.",
    "Its examples and exercises come from the daily life of small businesses: stalls, online shops and home businesses.",
  ),
  a(
    "asn",
    "bagi ASN",
    "for Civil Servants",
    "Disusun bagi aparatur sipil negara, dengan contoh dari pelayanan publik dan kerja di instansi pemerintah.",
    "Written for civil servants, with examples from public service and work in government agencies.",
  ),
  a(
    "desa",
    "bagi Perangkat Desa",
    "for Village Officials",
    "Membantu perangkat desa menerapkan materi dalam pelayanan warga dan pengelolaan kantor desa.",
    "Helps village officials apply the material to serving residents and running the village office.",
  ),
  a(
    "nakes",
    "bagi Tenaga Kesehatan",
    "for Health Workers",
    "Menggunakan situasi di puskesmas, klinik, dan rumah sakit sebagai bahan latihan.",
    "Uses situations in community health centres, clinics and hospitals as practice material.",
  ),
  a(
    "guru",
    "bagi Guru",
    "for Teachers",
    "Menghubungkan setiap materi dengan pekerjaan guru di kelas dan di sekolah.",
    "Connects every lesson with a teacher's work in the classroom and at school.",
  ),
  a(
    "mahasiswa",
    "untuk Mahasiswa",
    "for University Students",
    "Membekali mahasiswa dengan keterampilan yang dicari di dunia kerja sejak sebelum lulus.",
    "Equips students with skills employers look for, before they graduate.",
  ),
  a(
    "fresh-graduate",
    "untuk Lulusan Baru",
    "for Fresh Graduates",
    "Membantu lulusan baru beradaptasi di tahun pertama bekerja.",
    "Helps fresh graduates adapt during their first year at work.",
  ),
  a(
    "manajer",
    "untuk Manajer",
    "for Managers",
    "Menekankan cara memimpin tim agar menerapkan materi ini bersama-sama.",
    "Emphasises how to lead a team to apply the material together.",
  ),
  a(
    "supervisor",
    "untuk Supervisor Lapangan",
    "for Field Supervisors",
    "Berfokus pada penerapan di lapangan: shift, target harian, dan koordinasi tim kecil.",
    "Focuses on application in the field: shifts, daily targets and coordinating small teams.",
  ),
  a(
    "startup",
    "untuk Tim Startup",
    "for Startup Teams",
    "Disesuaikan dengan ritme kerja startup yang cepat dan sumber daya yang terbatas.",
    "Adapted to the fast pace and limited resources of startup work.",
  ),
  a(
    "perbankan",
    "bagi Insan Perbankan",
    "for Banking Professionals",
    "Memakai contoh dari kantor cabang, layanan nasabah, dan kepatuhan di perbankan.",
    "Uses examples from branch offices, customer service and compliance in banking.",
  ),
  a(
    "pariwisata",
    "bagi Pelaku Pariwisata",
    "for Tourism Workers",
    "Mengambil contoh dari hotel, pemandu wisata, dan destinasi di seluruh Nusantara.",
    "Draws examples from hotels, tour guides and destinations across the archipelago.",
  ),
  a(
    "koperasi",
    "bagi Pengurus Koperasi",
    "for Cooperative Managers",
    "Membantu pengurus koperasi menerapkan materi untuk melayani anggota dengan lebih baik.",
    "Helps cooperative managers apply the material to serve members better.",
  ),
  a(
    "bumn",
    "bagi Karyawan BUMN",
    "for State-Owned Enterprise Staff",
    "Menyesuaikan contoh dengan budaya kerja dan tata kelola perusahaan milik negara.",
    "Fits the examples to the work culture and governance of state-owned enterprises.",
  ),
  a(
    "perempuan",
    "untuk Perempuan Wirausaha",
    "for Women Entrepreneurs",
    "Menyertakan kisah dan tantangan yang sering dihadapi perempuan pelaku usaha.",
    "Includes stories and challenges women business owners often face.",
  ),
  a(
    "petani-muda",
    "untuk Petani Muda",
    "for Young Farmers",
    "Mengaitkan materi dengan usaha tani dan kelompok tani generasi muda.",
    "Relates the material to farming businesses and young farmer groups.",
  ),
  a(
    "logistik",
    "bagi Tim Logistik",
    "for Logistics Teams",
    "Berisi contoh dari gudang, pengiriman, dan rantai pasok.",
    "Contains examples from warehouses, deliveries and supply chains.",
  ),
  a(
    "layanan",
    "bagi Petugas Layanan",
    "for Front-Line Service Staff",
    "Membantu petugas garis depan menerapkan materi saat berhadapan langsung dengan pelanggan.",
    "Helps front-line staff apply the material when facing customers directly.",
  ),
  a(
    "kreator",
    "untuk Kreator Konten",
    "for Content Creators",
    "Menghubungkan materi dengan pekerjaan kreator konten dan media sosial.",
    "Links the material with the work of content creators and social media.",
  ),
  a(
    "pemula",
    "Tingkat Pemula",
    "Beginner Level",
    "Dimulai dari dasar, dengan bahasa sederhana dan banyak contoh.",
    "Starts from the basics, in plain language with many examples.",
  ),
  a(
    "lanjut",
    "Tingkat Lanjut",
    "Advanced Level",
    "Untuk peserta yang sudah mengenal dasar-dasarnya dan ingin mendalami penerapannya.",
    "For learners who know the basics and want to go deeper into application.",
  ),
  a(
    "pemimpin-daerah",
    "bagi Pemimpin Daerah",
    "for Regional Leaders",
    "Menekankan penerapan materi dalam kebijakan dan program pemerintah daerah.",
    "Emphasises applying the material in regional government policies and programmes.",
  ),
  a(
    "pekerja-jarak-jauh",
    "untuk Pekerja Jarak Jauh",
    "for Remote Workers",
    "Menyesuaikan materi dengan kerja dari rumah dan tim yang tersebar.",
    "Adapts the material to working from home and distributed teams.",
  ),
];

/** How much of a track a course covers. */
export interface Edition {
  key: "lengkap" | "esensial" | "kilat";
  title: BilingualText;
}

export const EDITIONS: Edition[] = [
  { key: "lengkap", title: { id: "Kelas Lengkap", en: "Complete Course" } },
  { key: "esensial", title: { id: "Esensial", en: "Essentials" } },
  { key: "kilat", title: { id: "Kelas Kilat", en: "Express Course" } },
];

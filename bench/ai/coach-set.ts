// The coach bench's questions: learner-style questions about three seed courses, each with a phrase that the
// passage answering it contains (a cited passage must contain it for the answer to count as cited), and
// questions the courses do not cover (the coach must say "not in this course"). Written by hand from the
// seed texts in packages/db/src/seed/content/; both languages, not translations of each other.
import type { Locale } from "../../packages/ai/src/index";

export interface CoachCase {
  /** `<category>/<track key>` of packages/db/src/seed/content */
  course: string;
  locale: Locale;
  question: string;
  /** words that the passage holding the answer contains */
  answer?: string;
}

const DATA = "data-analytics-science/data-literacy-fundamentals";
const LEAD = "leadership-management/dasar-kepemimpinan";
const AGRI = "agriculture/sustainable-crop-cultivation";

export const IN_COURSE: CoachCase[] = [
  { course: DATA, locale: "id", question: "Apa itu median?", answer: "nilai tengah setelah data diurutkan" },
  {
    course: DATA,
    locale: "id",
    question: "Bagaimana cara menghitung pertumbuhan penjualan?",
    answer: "(nilai baru − nilai lama) ÷ nilai lama",
  },
  {
    course: DATA,
    locale: "id",
    question: "Apa bedanya data nominal dan ordinal?",
    answer: "Nominal: tanpa urutan",
  },
  { course: DATA, locale: "id", question: "Kenapa rata-rata gaji bisa menyesatkan?", answer: "pencilan" },
  {
    course: DATA,
    locale: "id",
    question: "Apa maksud garbage in, garbage out?",
    answer: "garbage in, garbage out",
  },
  {
    course: DATA,
    locale: "en",
    question: "What is the difference between percent and percentage points?",
    answer: "percentage-point increase",
  },
  { course: DATA, locale: "en", question: "What are the four levels of analytics?", answer: "Prescriptive" },
  {
    course: DATA,
    locale: "en",
    question: "Which dimensions of data quality are there?",
    answer: "Timely: available when needed",
  },
  {
    course: DATA,
    locale: "en",
    question: "How should a tidy table be organised?",
    answer: "each row is one event or object",
  },
  {
    course: DATA,
    locale: "en",
    question: "Can I sum phone numbers or national ID numbers?",
    answer: "not numerical data that may be summed",
  },
  {
    course: LEAD,
    locale: "id",
    question: "Apa perbedaan kepemimpinan dan manajemen?",
    answer: "Manajemen berfokus pada keteraturan",
  },
  {
    course: LEAD,
    locale: "id",
    question: "Gaya kepemimpinan apa yang cocok untuk anggota baru yang belum mampu?",
    answer: "Mengarahkan (telling)",
  },
  {
    course: LEAD,
    locale: "id",
    question: "Bagaimana cara mengomunikasikan visi kepada tim?",
    answer: "Sederhana: jelaskan dalam satu atau dua kalimat",
  },
  {
    course: LEAD,
    locale: "id",
    question: "Apakah kepemimpinan bergantung pada jabatan?",
    answer: "Kepemimpinan juga tidak bergantung pada jabatan",
  },
  {
    course: LEAD,
    locale: "en",
    question: "Who developed the Situational Leadership model?",
    answer: "Paul Hersey and Ken Blanchard",
  },
  {
    course: LEAD,
    locale: "en",
    question: "When should a leader use delegating?",
    answer: "Delegating: handing over responsibility",
  },
  { course: LEAD, locale: "en", question: "Why use stories when sharing a vision?", answer: "Use stories" },
  {
    course: LEAD,
    locale: "en",
    question: "What happens with management without leadership?",
    answer: "tidy organisation that goes nowhere",
  },
  {
    course: AGRI,
    locale: "id",
    question: "Berapa kadar nitrogen dalam urea?",
    answer: "Urea mengandung sekitar 46% N",
  },
  { course: AGRI, locale: "id", question: "Apa itu sistem tanam jajar legowo?", answer: "legowo 2:1" },
  {
    course: AGRI,
    locale: "id",
    question: "Bagaimana cara uji daya tumbuh benih?",
    answer: "semai 100 butir",
  },
  {
    course: AGRI,
    locale: "id",
    question: "Apa akibat kelebihan nitrogen pada tanaman?",
    answer: "batang lemah",
  },
  {
    course: AGRI,
    locale: "en",
    question: "How much urea is needed for 92 kg N per hectare?",
    answer: "200 kg per hectare",
  },
  {
    course: AGRI,
    locale: "en",
    question: "What does right dose mean in fertilising?",
    answer: "Right dose: as recommended",
  },
  {
    course: AGRI,
    locale: "en",
    question: "Why should I use certified seed?",
    answer: "certified seed with an official label",
  },
  {
    course: AGRI,
    locale: "en",
    question: "What does potassium deficiency do to plants?",
    answer: "Potassium deficiency",
  },
];

const CUST = "customer-excellence/service-excellence-fundamentals";
const FIN = "economics-finance/personal-finance-literacy";

/**
 * Written after the offline coach's last change, from two courses the other questions do not touch, and run
 * as they are: the figure on these shows whether the changes made for the questions above carry over.
 */
export const HELD_OUT: CoachCase[] = [
  { course: CUST, locale: "id", question: "Apa itu budaya 3S?", answer: "senyum, salam, sapa" },
  {
    course: CUST,
    locale: "id",
    question: "Bagaimana etika menjawab telepon pelanggan?",
    answer: "Angkat dalam beberapa dering",
  },
  {
    course: CUST,
    locale: "id",
    question: "Bolehkah petugas meminta kode OTP pelanggan?",
    answer: "Jangan meminta data sensitif seperti PIN atau kode OTP",
  },
  {
    course: CUST,
    locale: "en",
    question: "How should I greet a customer who arrives while I am serving someone else?",
    answer: "Make eye contact and greet at once",
  },
  {
    course: CUST,
    locale: "en",
    question: "What shapes a customer's first impression besides the staff?",
    answer: "a clean waiting room",
  },
  {
    course: CUST,
    locale: "en",
    question: "Should replies on WhatsApp use templates?",
    answer: "uses reply templates",
  },
  {
    course: FIN,
    locale: "id",
    question: "Berapa batas total cicilan dari penghasilan bulanan?",
    answer: "30% penghasilan bersih bulanan",
  },
  {
    course: FIN,
    locale: "id",
    question: "Apa ciri pinjol ilegal?",
    answer: "meminta akses ke seluruh kontak dan galeri ponsel",
  },
  { course: FIN, locale: "id", question: "Apa prinsip 2L dari OJK?", answer: "Legal dan Logis" },
  {
    course: FIN,
    locale: "en",
    question: "Which debt should I pay off first when I have several?",
    answer: "pay off the highest-interest one first",
  },
  {
    course: FIN,
    locale: "en",
    question: "What are warning signs of an investment scam?",
    answer: "Profits depend on recruiting new members",
  },
  { course: FIN, locale: "en", question: "Is debt always bad?", answer: "Debt is not always bad" },
];

export const OFF_COURSE: CoachCase[] = [
  { course: DATA, locale: "id", question: "Bagaimana resep rendang yang empuk?" },
  { course: DATA, locale: "id", question: "Siapa presiden pertama Indonesia?" },
  { course: DATA, locale: "en", question: "How do I configure a Kubernetes ingress controller?" },
  { course: DATA, locale: "en", question: "What is the capital of Australia?" },
  { course: LEAD, locale: "id", question: "Bagaimana cara menanam cabai di pot?" },
  { course: LEAD, locale: "en", question: "How do I fix a flat bicycle tyre?" },
  { course: AGRI, locale: "id", question: "Bagaimana cara menulis surat lamaran kerja?" },
  { course: AGRI, locale: "en", question: "Which programming language should I learn first?" },
];

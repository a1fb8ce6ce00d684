/**
 * The fixed sentences the providers write, in both languages. Indonesian first.
 */
import type { Locale } from "./types";

const MESSAGES = {
  extractiveIntro: {
    id: "Jawaban ini disusun dari kutipan teks kursus (bukan tulisan AI). Bagian yang paling sesuai dengan pertanyaan Anda:",
    en: "This answer is put together from quotes of the course text (not written by an AI). The parts that best match your question:",
  },
  otherLanguage: {
    id: "Bagian ini hanya tersedia dalam bahasa Inggris, jadi kutipannya dalam bahasa Inggris.",
    en: "This part is only available in Indonesian, so it is quoted in Indonesian.",
  },
  readMore: {
    id: "Baca selengkapnya di pelajaran yang dikutip.",
    en: "Read more in the lesson quoted.",
  },
  notInCourse: {
    id: "Maaf, hal itu tidak dibahas dalam kursus ini, jadi saya tidak bisa menjawabnya dari materi kursus. Coba tanyakan dengan kata lain, atau tanyakan hal yang dibahas dalam pelajaran.",
    en: "Sorry, that is not covered in this course, so I cannot answer it from the course material. Try asking in other words, or ask about something the lessons cover.",
  },
  refused: {
    id: "Saya tidak dapat mengikuti perintah seperti itu. Saya hanya menjawab pertanyaan tentang isi kursus ini, berdasarkan teks pelajarannya.",
    en: "I can't follow instructions like that. I only answer questions about this course's content, based on its lesson texts.",
  },
  fallbackUnavailable: {
    id: "Model AI sedang tidak dapat dihubungi, jadi jawaban ini disusun dari kutipan teks kursus.",
    en: "The AI model cannot be reached right now, so this answer is put together from quotes of the course text.",
  },
  fallbackBudget: {
    id: "Kuota AI situs ini untuk bulan ini sudah habis, jadi jawaban ini disusun dari kutipan teks kursus.",
    en: "This site's AI allowance for the month is used up, so this answer is put together from quotes of the course text.",
  },
  fallbackQuestions: {
    id: "Model AI sedang tidak tersedia, jadi soal ini ditulis dengan aturan dari teks pelajaran. Periksa sebelum menyetujui.",
    en: "The AI model is not available right now, so these questions were written by rules from the lesson text. Review them before approving.",
  },
  interrupted: {
    id: "Jawaban terputus. Silakan coba lagi.",
    en: "The answer was cut off. Please try again.",
  },
  removedInstruction: {
    id: "[teks berisi perintah dihapus]",
    en: "[instruction-like text removed]",
  },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export const message = (key: MessageKey, locale: Locale): string => MESSAGES[key][locale];

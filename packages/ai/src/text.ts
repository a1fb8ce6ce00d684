/**
 * Text handling shared by retrieval, the extractive coach and the question writer, for Indonesian and English:
 * tokens (the search engine's tokenizer: letter/digit runs, case and accents folded), stop words, a light
 * stemmer so "mengolah"/"olah" and "decisions"/"decision" meet, sentences, and a language guess.
 */
import { tokenize } from "@gk/search-engine";
import type { Locale } from "./types";

export { tokenize };

const ID_STOP =
  "yang dan di ke dari untuk dengan pada adalah ini itu atau juga tidak akan dalam oleh sebagai bisa dapat ada karena jika agar supaya saat ketika lebih sudah telah belum harus perlu setiap para kita kami anda saya mereka ia dia nya apa siapa mana bagaimana mengapa kenapa berapa kapan apakah bukan hanya masih sangat lagi pun lah kah tersebut secara antara seperti sehingga namun tetapi tapi serta maupun baik hal cara banyak satu dua sebuah seorang beberapa semua bila sama sendiri begitu yaitu yakni bahwa atas bagi tanpa menjadi membuat memakai dipakai kalau maka lalu kemudian saja boleh punya sedang tentang hingga sampai sejak selama setelah sebelum menurut terhadap kepada daripada melalui misalnya contoh umum".split(
    " ",
  );
const EN_STOP =
  "the a an and or of to in on at for with by from is are was were be been being it its this that these those as not no but if then than so such can could will would should may might must do does did done have has had having what which who whom whose when where why how there here their they them we you your our i me my he she his her us into about over under also only just more most other some any each every all both few many much very own same too out up down again further once because while until during before after between through off per via yes".split(
    " ",
  );
const STOP = new Set([...ID_STOP, ...EN_STOP]);

/**
 * Words that frame a learner's question rather than name its topic ("apa maksud", "perbedaan", "pernyataan mana
 * yang benar", "what does … mean", "which statement is true"). Retrieval leaves them out; the question writer
 * does not (in a lesson, "Tepat waktu" and "True positive" are terms).
 */
const QUESTION_WORDS = new Set(
  (
    "maksud arti artinya dimaksud pengertian definisi jelaskan sebutkan perbedaan beda bedanya berbeda gunanya " +
    "pakai memakai menggunakan gunakan kapan sebaiknya pernyataan benar salah tepat manakah " +
    "meaning define definition explain describe tell difference different differ use used using uses make get " +
    "need should statement statements true false correct best following"
  ).split(" "),
);

/** Words that carry no topic in either language (question words included). */
export const isStopWord = (token: string) => STOP.has(token);

const ID_STOP_SET = new Set(ID_STOP);
const EN_STOP_SET = new Set(EN_STOP);

/**
 * Guesses whether a text is Indonesian or English from its function words (both share the alphabet; function
 * words are the cheapest reliable signal). Undecided (no function word of either) answers `undefined`.
 */
export function guessLocale(text: string): Locale | undefined {
  let id = 0;
  let en = 0;
  for (const t of tokenize(text)) {
    if (ID_STOP_SET.has(t)) id++;
    if (EN_STOP_SET.has(t)) en++;
  }
  if (id === en) return undefined;
  return id > en ? "id" : "en";
}

const EN_SUFFIXES = ["ations", "ation", "ments", "ment", "ings", "ing", "ies", "es", "ed", "s"];
const ID_PARTICLES = ["nya", "lah", "kah", "pun"];
const ID_SUFFIXES = ["kan", "an", "i"];
const ID_PREFIXES = [
  "meng",
  "meny",
  "mem",
  "men",
  "me",
  "peng",
  "peny",
  "pem",
  "pen",
  "per",
  "pe",
  "ber",
  "ter",
  "di",
  "ke",
  "se",
];

/**
 * A light stem: enough for a question and a passage written with different affixes to meet, never so much that
 * unrelated words collide (words of five letters or fewer are kept as they are, and a stem keeps four letters).
 * Indonesian and English rules both apply: a token's language is not known, and each rule is rare in the other.
 */
export function stem(token: string): string {
  if (token.length <= 5 || /\d/.test(token)) return token;
  let t = token;
  // Prefixes first (up to two: "ke-pem-impin-an"), so a word ending like a particle ("meng-olah") keeps it.
  for (let round = 0; round < 2; round++) {
    const p = ID_PREFIXES.find((x) => t.startsWith(x) && t.length - x.length >= 4);
    if (!p) break;
    t = t.slice(p.length);
  }
  for (const p of ID_PARTICLES)
    if (t.endsWith(p) && t.length - p.length >= 4) {
      t = t.slice(0, -p.length);
      break;
    }
  for (const s of ID_SUFFIXES)
    if (t.endsWith(s) && t.length - s.length >= 4) {
      t = t.slice(0, -s.length);
      break;
    }
  for (const s of EN_SUFFIXES)
    if (t.endsWith(s) && t.length - s.length >= 4) {
      t = t.slice(0, -s.length);
      break;
    }
  return t;
}

/**
 * The topic-bearing terms of a text, for retrieval: tokens without stop words and question words, stemmed.
 * Duplicates kept (term frequency).
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const t of tokenize(text)) {
    if (isStopWord(t) || QUESTION_WORDS.has(t) || t.length < 2) continue;
    out.push(stem(t));
  }
  return out;
}

/**
 * The sentences of a passage, in order. Bullet lines ("- ...") and lines ending in a colon stand alone; other
 * lines are cut after ".", "?" or "!" followed by a space and a capital, a digit or a quote (so "Rp1.500"
 * and "dll." inside a sentence stay whole).
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const rawLine of text.split(/\n+/)) {
    const line = rawLine.replace(/^\s*[-•*]\s+/, "").trim();
    if (!line) continue;
    for (const s of line.split(/(?<=[.?!]["”']?)\s+(?=["“'(]?[\p{Lu}\d])/u)) {
      const t = s.trim();
      if (t) out.push(t);
    }
  }
  return out;
}

/** Collapses whitespace and trims, for comparing and quoting. */
export const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * The facts a rule-based question can be written from, read off a passage's own sentences:
 * - definitions: a list line "Istilah: penjelasan" / "Term: description", or a sentence
 *   "X adalah …" / "X is a …" with a short subject;
 * - figures: a sentence holding a number with its unit (Rp…, …%, … tahun/years, …).
 * Each fact keeps the sentence it came from, which is what the question's rationale quotes.
 */
import { isStopWord, sentences, squash, stem, tokenize } from "../text";
import type { Passage } from "../types";

export interface Definition {
  kind: "definition";
  term: string;
  description: string;
  /** the sentence or list line stating it */
  source: string;
  passage: Passage;
  /** definitions of one list share a group: they are each other's natural distractors */
  group: string;
}

export interface Figure {
  kind: "figure";
  /** the number as written, with its unit ("Rp12 juta", "25%") */
  value: string;
  unit: string;
  amount: number;
  sentence: string;
  passage: Passage;
}

/** Where an example or aside starts inside a description: what follows is cut off. */
const ASIDE =
  /,?\s+(misalnya|contohnya|contoh:|seperti|termasuk|for example|for instance|such as|e\.g\.|including)\b|\s+[—–]\s+|\s+\(/iu;

function cleanDescription(text: string): string | undefined {
  const first = sentences(text)[0] ?? "";
  let d = first.split(ASIDE)[0] ?? "";
  d = squash(d).replace(/[.;:,]+$/, "");
  const words = d.split(/\s+/).length;
  if (words < 2 || words > 28) return undefined;
  // "when and where" says too little to single out one term.
  if (tokenize(d).filter((t) => !isStopWord(t)).length < 2) return undefined;
  // A quoted example or a question ("Deskriptif: apa yang terjadi?") is not a description of the term.
  if (/["“”?]/.test(d) || /\?/.test(first)) return undefined;
  return d;
}

function cleanTerm(raw: string, maxWords: number): string | undefined {
  const t = squash(raw.replace(/^(the|a|an)\s+/i, ""));
  const tokens = tokenize(t);
  if (tokens.length === 0 || tokens.length > maxWords) return undefined;
  if (/[.?!"“”]/.test(t)) return undefined;
  if (tokens.every(isStopWord)) return undefined;
  // A subject that starts with a pronoun or determiner ("Ini", "This", "Setiap") is not a term.
  if (isStopWord(tokens[0]!)) return undefined;
  return t;
}

const RELATIONAL = new Set(
  "lain lainnya utama pertama kedua ketiga terakhir berikut berikutnya kunci other another main first second third last next key".split(
    " ",
  ),
);

const LIST_LINE = /^\s*[-•*]\s+([^:]{1,60}?):\s+(.+)$/u;
const ID_COPULA = /^([\p{Lu}][\p{L}\p{N}\- ()]{1,50}?)\s+(?:adalah|merupakan|ialah)\s+(.+)$/u;
const EN_COPULA = /^([\p{Lu}][\p{L}\p{N}\- ()]{1,50}?)\s+(?:is|are|means|refers to)\s+((?:a|an|the)\s+.+)$/u;

/** The definitions stated in a passage, in order. */
export function definitionsOf(passage: Passage): Definition[] {
  const out: Definition[] = [];
  for (const line of passage.text.split(/\n/)) {
    const m = LIST_LINE.exec(line);
    if (!m) continue;
    const term = cleanTerm(m[1]!, 5);
    const description = cleanDescription(m[2]!);
    if (term && description)
      out.push({
        kind: "definition",
        term,
        description,
        source: squash(line.replace(/^\s*[-•*]\s+/, "")),
        passage,
        group: `${passage.id}#list`,
      });
  }
  for (const s of sentences(passage.text.replace(/^\s*[-•*]\s+[^\n]*$/gmu, ""))) {
    const m = (passage.locale === "id" ? ID_COPULA : EN_COPULA).exec(s);
    if (!m) continue;
    // A sentence's subject longer than three words is a clause ("Descriptive analysis shows Monday"), and a
    // possessive one ("Kata kuncinya") points back at something else: neither is a term.
    const term = cleanTerm(m[1]!, 3);
    if (term && passage.locale === "id" && /nya$/i.test(term)) continue;
    // "Alternatif lain adalah …", "The main reason is …": the subject points elsewhere, it names nothing.
    if (term && tokenize(term).some((t) => RELATIONAL.has(t))) continue;
    const description = cleanDescription(m[2]!);
    if (term && description)
      out.push({ kind: "definition", term, description, source: s, passage, group: `${passage.id}#${term}` });
  }
  // A description that names its own term gives the answer away: such a definition is not asked.
  return out.filter((d) => {
    const own = new Set(
      tokenize(d.term)
        .filter((t) => !isStopWord(t))
        .map(stem),
    );
    return !tokenize(d.description).some((t) => own.has(stem(t)));
  });
}

const NUMBER =
  /(Rp\s?\d[\d.,]*(?:\s?(?:juta|miliar|ribu|triliun|million|billion|thousand|trillion))?|\d+(?:[.,]\d+)?\s?(?:%|persen|percent|poin persentase|percentage points?|tahun|years?|bulan|months?|minggu|weeks?|hari|days?|jam|hours?|menit|minutes?|detik|seconds?|kali|times|orang|people|kg|ton|hektare|hectares?|meter|metres?|km|liter|litres?))(?![\p{L}\d])/giu;

function unitOf(value: string): string {
  if (/^rp/i.test(value)) {
    const scale = /(juta|miliar|ribu|triliun|million|billion|thousand|trillion)$/i.exec(value)?.[1] ?? "";
    return `rp ${scale.toLowerCase()}`;
  }
  return value
    .replace(/^[\d.,\s]+/, "")
    .toLowerCase()
    .replace(/s$/, "");
}

function amountOf(value: string): number {
  const digits = /\d[\d.,]*/.exec(value)?.[0] ?? "";
  // Indonesian writes thousands with "." and decimals with ","; a lone "," or "." before 1–2 digits is a decimal.
  const decimal = /[.,]\d{1,2}$/.test(digits) && !/^\d{1,3}([.,]\d{3})+$/.test(digits);
  const normal = decimal
    ? digits
        .replace(/[.,](?=\d{1,2}$)/, "#")
        .replace(/[.,]/g, "")
        .replace("#", ".")
    : digits.replace(/[.,]/g, "");
  return Number(normal);
}

const EXAMPLE =
  /\b(misalnya|seperti|contohnya|sekitar|kira-kira|for example|for instance|such as|e\.g\.|say|about|around|roughly)\b/i;

/** The figures stated in a passage: sentences of 8–45 words whose number-with-unit appears once in them. */
export function figuresOf(passage: Passage): Figure[] {
  const out: Figure[] = [];
  for (const s of sentences(passage.text)) {
    const words = s.split(/\s+/).length;
    if (words < 8 || words > 45) continue;
    // Questions and quoted fragments state no fact.
    if (/\?/.test(s) || /^["“']/.test(s)) continue;
    const found = [...s.matchAll(NUMBER)].map((m) => m[0].trim());
    if (found.length === 0) continue;
    // The last figure of a sentence is usually its result ("… = 25%"): that is the one asked.
    const value = found[found.length - 1]!;
    // A number given as an example ("misalnya umur 250 tahun") is one of many that would do, and a number
    // that names something ("Undang-Undang Nomor 18 Tahun 2008") is not a quantity: neither is asked.
    const before = s.slice(0, s.lastIndexOf(value));
    if (EXAMPLE.test(before) || /\b(nomor|no\.|number|nr\.)\s*$/i.test(before)) continue;
    const amount = amountOf(value);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const digits = /\d[\d.,]*/.exec(value)![0];
    if (s.split(digits).length !== 2) continue; // the same digits elsewhere in the sentence would give it away
    out.push({ kind: "figure", value, unit: unitOf(value), amount, sentence: s, passage });
  }
  return out;
}

/** Writes `amount` in the style of `like` ("Rp12 juta" → "Rp9 juta", "25%" → "20%"). */
export function restyle(like: string, amount: number): string {
  const digits = /\d[\d.,]*/.exec(like)![0];
  const usesComma = /,\d{1,2}$/.test(digits);
  const grouped = /^\d{1,3}([.,])\d{3}/.exec(digits)?.[1];
  let text = Number.isInteger(amount) ? String(amount) : amount.toFixed(1);
  if (grouped && Number.isInteger(amount)) text = text.replace(/\B(?=(\d{3})+$)/g, grouped);
  else if (usesComma) text = text.replace(".", ",");
  return like.replace(digits, text);
}

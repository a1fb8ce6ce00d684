/**
 * Tokenizer for Indonesian and English text. Both languages are written in the Latin alphabet, so one rule
 * serves both: a token is a run of letters or digits (combining marks kept with their letter), folded to
 * lower case with accents removed, so "Kepemimpinan", "KEPEMIMPINAN" and "kepemimpínan" index alike.
 * Hyphens and apostrophes separate tokens ("anak-anak" → "anak", "anak"), like Typesense's default.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const PLAIN = /^[a-z0-9]+$/;
const MARKS = /\p{M}/gu;

/** Case and accent folding of one word. Pure ASCII lower case (the common case) skips the Unicode work. */
export function fold(word: string): string {
  if (PLAIN.test(word)) return word;
  const lower = word.toLowerCase();
  if (PLAIN.test(lower)) return lower;
  return lower.normalize("NFKD").replace(MARKS, "").replace(/ß/g, "ss").replace(/ı/g, "i");
}

export interface Word {
  /** folded token */
  token: string;
  /** offsets in the original text, for highlighting */
  start: number;
  end: number;
}

/** True when every character of the text is ASCII: then letter/digit runs are all the tokenizer needs. */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}

/** ASCII letters and digits: the only characters of \p{L}\p{N} below 128, and ASCII has no marks. */
function isWordChar(ch: number): boolean {
  return (ch >= 97 && ch <= 122) || (ch >= 65 && ch <= 90) || (ch >= 48 && ch <= 57);
}

/** The words of a text with their offsets in the original (highlighting needs them). */
export function words(text: string): Word[] {
  const out: Word[] = [];
  if (isAscii(text)) {
    // the common case, scanned by hand: the same runs the pattern finds, without a regex match per word
    const n = text.length;
    let i = 0;
    while (i < n) {
      while (i < n && !isWordChar(text.charCodeAt(i))) i++;
      if (i >= n) break;
      const start = i;
      while (i < n && isWordChar(text.charCodeAt(i))) i++;
      out.push({ token: text.slice(start, i).toLowerCase(), start, end: i });
    }
    return out;
  }
  for (const m of text.matchAll(WORD)) {
    const token = fold(m[0]);
    if (token.length > 0) out.push({ token, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The folded tokens of a text, in order, duplicates kept. */
export function tokenize(text: string): string[] {
  if (isAscii(text)) return words(text).map((w) => w.token);
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const token = fold(m[0]);
    if (token.length > 0) out.push(token);
  }
  return out;
}

/** The exact-match key of a string: its folded tokens, so `:=` ignores case and accents like the rest. */
export const exactKey = (s: string) => tokenize(s).join(" ");

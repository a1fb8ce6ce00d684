// The quality checks of a written question, kept apart from the writer's own rules (they share only the
// search engine's tokenizer), so the writer cannot pass by construction:
// - answerable: every correct option, read with the stem's passage material, is stated by one sentence of
//   the cited passage (all its words are in that sentence);
// - one defensible key: no wrong option, read the same way, is stated by any sentence of the whole course;
// - no leak: no word of a correct option that the wrong options lack appears in the stem;
// - language: fastText's language identification of stem and options is the requested language
//   (Malay counts as Indonesian: the model confuses the two on short texts);
// - shape: 3–5 different options, one key (single) or two or more keys and a wrong one (multiple), a stem, a
//   rationale, a cited passage that exists.
// The stem's "passage material" is the text it quotes ("…"); a stem that quotes nothing contributes the
// words it shares with the cited passage.
import { tokenize } from "../../packages/search-engine/src/index";
import type { Locale, Passage, QuestionDraft } from "../../packages/ai/src/index";

const STOP = new Set(
  (
    "yang dan di ke dari untuk dengan pada adalah ini itu atau juga tidak akan dalam oleh sebagai bisa dapat ada " +
    "karena jika agar saat lebih sudah telah harus setiap para apa mana manakah bagaimana mengapa berapa apakah " +
    "tersebut secara seperti namun tetapi serta bahwa bagi tanpa menjadi nya " +
    "the a an and or of to in on at for with by from is are was were be been it its this that these those as not " +
    "no but if then than so can will would should may must do does did have has had what which who when where why how " +
    "there their they we you your our into about also only more most other some any each every all"
  ).split(" "),
);

export const words = (s: string) => tokenize(s).filter((t) => !STOP.has(t));

export function sentencesOf(text: string): Set<string>[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=\S)/)
    .map((s) => new Set(tokenize(s)))
    .filter((s) => s.size > 0);
}

function quoted(stem: string): string {
  return [...stem.matchAll(/["“]([^"”]+)["”]/g)].map((m) => m[1]!.replace(/_+/g, " ")).join(" ");
}

export interface CheckContext {
  /** every passage of the course in the question's language */
  course: Passage[];
  identify: (text: string) => Promise<string>;
}

export interface Verdict {
  valid: boolean;
  failures: string[];
}

export async function checkDraft(d: QuestionDraft, locale: Locale, ctx: CheckContext): Promise<Verdict> {
  const failures: string[] = [];
  const cited = ctx.course.find((p) => p.id === d.sourcePassageId);
  const texts = d.options.map((o) => tokenize(o.text).join(" "));
  const keys = d.options.filter((o) => o.correct);
  const wrong = d.options.filter((o) => !o.correct);
  if (!cited) failures.push("cites no passage of the course");
  if (!d.stem.trim() || !d.rationale.trim()) failures.push("empty stem or rationale");
  if (d.options.length < 3 || d.options.length > 5) failures.push("not 3–5 options");
  if (new Set(texts).size !== texts.length || texts.some((t) => !t))
    failures.push("options not all different");
  if (d.kind === "single" ? keys.length !== 1 : keys.length < 2 || wrong.length === 0)
    failures.push("wrong number of keys");
  if (cited) {
    const citedWords = new Set(tokenize(cited.text));
    const material = quoted(d.stem);
    const stemWords = material ? words(material) : words(d.stem).filter((w) => citedWords.has(w));
    const claim = (text: string) => new Set([...words(text), ...stemWords]);
    const stated = (claimWords: Set<string>, sentences: Set<string>[]) =>
      sentences.some((s) => [...claimWords].every((w) => s.has(w)));
    const citedSentences = sentencesOf(cited.text);
    for (const k of keys)
      if (!stated(claim(k.text), citedSentences))
        failures.push(`key not stated in the cited passage: ${k.text}`);
    const courseSentences = ctx.course.flatMap((p) => sentencesOf(p.text));
    for (const w of wrong)
      if (stated(claim(w.text), courseSentences))
        failures.push(`wrong option also stated by the course: ${w.text}`);
  }
  const stemWordSet = new Set(words(d.stem));
  const wrongWords = new Set(wrong.flatMap((w) => words(w.text)));
  for (const k of keys) {
    const giveaway = words(k.text).filter((w) => !wrongWords.has(w) && stemWordSet.has(w));
    if (giveaway.length > 0) failures.push(`stem gives the key away: ${giveaway.join(", ")}`);
  }
  const lang = await ctx.identify(`${d.stem} ${d.options.map((o) => o.text).join(". ")}`);
  const ok = locale === "id" ? lang === "id" || lang === "ms" : lang === locale;
  if (!ok) failures.push(`language identified as ${lang}, asked for ${locale}`);
  return { valid: failures.length === 0, failures };
}

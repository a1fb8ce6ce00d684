/**
 * The offline question writer: rule-based questions from the definitions and figures the passages state
 * (see facts.ts). Every question is answered by one sentence of its source passage, which its rationale
 * quotes; distractors are other terms, descriptions or figures of the same kind from the course, never words
 * of the key's own sentence, so a single-answer question has one defensible key and its stem does not give
 * the key away. When the passages hold fewer facts than asked for, fewer questions come back.
 */
import { isStopWord, sentences, stem, tokenize } from "../text";
import type {
  Difficulty,
  DraftOption,
  Locale,
  QuestionDraft,
  QuestionKind,
  WriteQuestionsInput,
} from "../types";
import { definitionsOf, figuresOf, restyle, type Definition, type Figure } from "./facts";

const BLANK = "____";

interface Candidate {
  draft: QuestionDraft;
  /** the fact it asks: one question per fact */
  fact: string;
  passageId: string;
  lessonId: string;
  /** lower is preferred at the requested difficulty */
  rank: number;
}

const stems = (s: string) =>
  new Set(
    tokenize(s)
      .filter((t) => !isStopWord(t))
      .map(stem),
  );
const key = (s: string) => tokenize(s).join(" ");

function jaccard(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const t of a) if (b.has(t)) both++;
  const union = a.size + b.size - both;
  return union === 0 ? 1 : both / union;
}

const subset = (a: Set<string>, b: Set<string>) => [...a].every((t) => b.has(t));

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A small deterministic hash (FNV-1a), for option order and tie-breaking that do not change run to run. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function shuffle<T>(items: T[], seed: string): T[] {
  const out = [...items];
  let h = hash(seed);
  for (let i = out.length - 1; i > 0; i--) {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function where(p: { lessonTitle: string; paragraph: number }, locale: Locale): string {
  return locale === "id"
    ? `paragraf ${p.paragraph + 1} pelajaran "${p.lessonTitle}"`
    : `paragraph ${p.paragraph + 1} of the lesson "${p.lessonTitle}"`;
}

function says(p: { lessonTitle: string; paragraph: number }, source: string, locale: Locale): string {
  return locale === "id"
    ? `${capital(where(p, locale))} menyatakan: "${source}"`
    : `${capital(where(p, locale))} says: "${source}"`;
}

/** The sentences of the passages as sets of stems, to ask whether anything states two things together. */
type Statements = Set<string>[];
const statementsOf = (passages: { text: string }[]): Statements =>
  passages.flatMap((p) => sentences(p.text).map((s) => stems(s)));
const statedTogether = (a: Set<string>, b: Set<string>, st: Statements) =>
  st.some((s) => [...a].every((x) => s.has(x)) && [...b].every((x) => s.has(x)));

/** Distractor definitions for `d`, in order of preference for the difficulty. */
function rivals(
  d: Definition,
  all: Definition[],
  difficulty: Difficulty,
  by: "term" | "description",
  st: Statements,
): Definition[] {
  const ownTerm = stems(d.term);
  const ownDesc = stems(d.description);
  const ownSource = stems(d.source);
  const fit = all.filter((o) => {
    if (o === d) return false;
    const t = stems(o.term);
    const desc = stems(o.description);
    if (key(o.term) === key(d.term) || subset(t, ownTerm) || subset(ownTerm, t)) return false;
    // A rival named in the key's sentence, or naming the key in its own description, makes two answers arguable.
    if ([...t].some((x) => ownSource.has(x)) || [...ownTerm].some((x) => desc.has(x))) return false;
    // So does a sentence anywhere in the passages that states the rival with the key's description (or the key
    // with the rival's description).
    if (by === "term" ? statedTogether(t, ownDesc, st) : statedTogether(ownTerm, desc, st)) return false;
    if (jaccard(desc, ownDesc) >= 0.5) return false;
    return by === "term" || key(o.description) !== key(d.description);
  });
  // Siblings of one list first (the natural distractors), then terms of the same shape (one word like one
  // word, a step like a step); easy questions take their other distractors from other lessons.
  const words = tokenize(d.term).length;
  const lesson = (o: Definition) => (o.passage.lessonId === d.passage.lessonId ? 0 : 1);
  const order = (o: Definition) =>
    (o.group === d.group ? 0 : 100) +
    Math.min(3, Math.abs(tokenize(o.term).length - words)) * 10 +
    (difficulty === "easy" ? 1 - lesson(o) : lesson(o));
  return [...fit].sort((a, b) => order(a) - order(b) || hash(a.term) - hash(b.term));
}

/** Picks distinct rivals: no two with the same text, none a subset of another. */
function distinct(list: Definition[], text: (d: Definition) => string, n: number): Definition[] {
  const out: Definition[] = [];
  for (const o of list) {
    const s = stems(text(o));
    if (
      out.some((x) => key(text(x)) === key(text(o)) || subset(stems(text(x)), s) || subset(s, stems(text(x))))
    )
      continue;
    out.push(o);
    if (out.length === n) break;
  }
  return out;
}

function draft(
  kind: QuestionKind,
  locale: Locale,
  stem: string,
  options: DraftOption[],
  sourcePassageId: string,
  rationale: string,
  seed: string,
): QuestionDraft {
  return { kind, locale, stem, options: shuffle(options, `${seed}|${stem}`), sourcePassageId, rationale };
}

function termQuestion(
  d: Definition,
  all: Definition[],
  difficulty: Difficulty,
  seed: string,
  st: Statements,
): Candidate | undefined {
  const locale = d.passage.locale;
  const others = distinct(rivals(d, all, difficulty, "term", st), (o) => o.term, 3);
  if (others.length < 2) return undefined;
  // A name of one or two words is a term; a longer one is a point the lesson makes ("Consistency beats frequency").
  // Of the wordings, the first whose own words echo no option is used.
  const point = tokenize(d.term).length >= 3;
  const q = `"${d.description}"`;
  const wordings =
    locale === "id"
      ? point
        ? [
            `Poin pelajaran mana yang disertai penjelasan ini: ${q}?`,
            `Bagian mana dari pelajaran yang diuraikan sebagai ${q}?`,
          ]
        : [`Istilah apa yang dijelaskan sebagai ${q}?`, `Istilah manakah yang berarti ${q}?`]
      : point
        ? [
            `Which point of the lesson comes with this explanation: ${q}?`,
            `Which point of the lesson is summed up as ${q}?`,
          ]
        : [`Which term is described as ${q}?`, `Which term means ${q}?`];
  const optionWords = new Set([d, ...others].flatMap((o) => [...stems(o.term)]));
  const stem = wordings.find((w) => ![...stems(w.replace(q, ""))].some((x) => optionWords.has(x)));
  if (!stem) return undefined;
  return {
    draft: draft(
      "single",
      locale,
      stem,
      [{ text: d.term, correct: true }, ...others.map((o) => ({ text: o.term, correct: false }))],
      d.passage.id,
      says(d.passage, d.source, locale),
      seed,
    ),
    fact: `def:${d.passage.id}:${key(d.term)}`,
    passageId: d.passage.id,
    lessonId: d.passage.lessonId,
    rank: difficulty === "hard" ? 1 : 0,
  };
}

function meaningQuestion(
  d: Definition,
  all: Definition[],
  difficulty: Difficulty,
  seed: string,
  st: Statements,
): Candidate | undefined {
  const locale = d.passage.locale;
  const others = distinct(rivals(d, all, difficulty, "description", st), (o) => o.description, 3);
  if (others.length < 2) return undefined;
  const stem = locale === "id" ? `Apa yang dimaksud dengan "${d.term}"?` : `What does "${d.term}" mean?`;
  return {
    draft: draft(
      "single",
      locale,
      stem,
      [
        { text: capital(d.description), correct: true },
        ...others.map((o) => ({ text: capital(o.description), correct: false })),
      ],
      d.passage.id,
      says(d.passage, d.source, locale),
      seed,
    ),
    fact: `def:${d.passage.id}:${key(d.term)}`,
    passageId: d.passage.id,
    lessonId: d.passage.lessonId,
    rank: difficulty === "easy" ? 0 : 1,
  };
}

const pair = (d: Definition, description: string) => `${d.term}: ${description}`;

const FRAMES = {
  pairSingle: {
    id: [
      "Pasangan istilah dan penjelasan manakah yang sesuai dengan pelajaran?",
      "Manakah pasangan istilah dan uraian yang tepat menurut pelajaran?",
    ],
    en: [
      "Which term is paired with its correct description in the lesson?",
      "Which pairing of a term and its meaning matches the lesson?",
    ],
  },
  pairMultiple: {
    id: [
      "Pasangan istilah dan penjelasan mana saja yang sesuai dengan pelajaran? Pilih semua yang benar.",
      "Manakah pasangan istilah dan uraian yang tepat menurut pelajaran? Pilih semua jawaban yang tepat.",
    ],
    en: [
      "Which terms are paired with their correct description in the lesson? Select all that apply.",
      "Which pairings of a term and its meaning match the lesson? Choose every one that does.",
    ],
  },
  statement: {
    id: [
      "Pernyataan mana yang benar menurut pelajaran?",
      "Manakah pernyataan yang tepat menurut isi pelajaran?",
    ],
    en: ["Which statement is true according to the lesson?", "Which statement matches the lesson?"],
  },
} satisfies Record<string, Record<Locale, string[]>>;

/**
 * The first wording of a question frame that shares no word with any option (a stem echoing a word of the key,
 * such as "sesuai" in "Akurat: sesuai kenyataan", is a clue); `undefined` when every wording does.
 */
function frameFor(frame: keyof typeof FRAMES, locale: Locale, options: DraftOption[]): string | undefined {
  const used = new Set(options.flatMap((o) => [...stems(o.text)]));
  return FRAMES[frame][locale].find((f) => ![...stems(f)].some((w) => used.has(w)));
}

/** The words of a term that the other terms of its list do not all share ("fixed" of "Fixed costs"). */
function ownWords(d: Definition, group: Definition[]): Set<string> {
  const shared = [...stems(d.term)].filter((w) => group.every((o) => stems(o.term).has(w)));
  return new Set([...stems(d.term)].filter((w) => !shared.includes(w)));
}

/**
 * A list's definitions that can be paired and mismatched: terms that are unique in the list and not built from
 * each other's words ("High influence, low interest" and "Low influence, high interest" differ in order only).
 */
function pairable(group: Definition[]): Definition[] {
  return group.filter((d) =>
    group.every(
      (o) =>
        o === d || (key(o.term) !== key(d.term) && jaccard(ownWords(o, group), ownWords(d, group)) < 0.5),
    ),
  );
}

/** "Which term is paired with its description?": true pairings and pairings that swap descriptions in one list. */
function pairingQuestion(
  list: Definition[],
  kind: QuestionKind,
  difficulty: Difficulty,
  seed: string,
  st: Statements,
): Candidate | undefined {
  const group = pairable(list);
  if (group.length < 3) return undefined;
  const first = group[0]!;
  const locale = first.passage.locale;
  const trueCount = kind === "single" ? 1 : Math.min(3, group.length - 1);
  const start = hash(`${seed}|${first.group}`) % group.length;
  const rotated = [...group.slice(start), ...group.slice(0, start)];
  const right = rotated.slice(0, trueCount);
  const rest = rotated.slice(trueCount);
  const wrong: DraftOption[] = [];
  // Each remaining term gets another term's description: a pairing the list contradicts, unless the
  // description names the term or some sentence states the two together.
  const cycle = [...rest, ...right];
  for (let i = 0; i < rest.length && wrong.length < (kind === "single" ? 3 : 2); i++) {
    const term = rest[i]!;
    for (let k = 1; k < cycle.length; k++) {
      const other = cycle[(i + k) % cycle.length]!;
      if (other === term || stems(other.description).size === 0) continue;
      const desc = stems(other.description);
      const own = ownWords(term, group);
      if ([...own].some((x) => desc.has(x)) || statedTogether(stems(term.term), desc, st)) continue;
      const text = pair(term, other.description);
      if (wrong.some((w) => w.text === text)) continue;
      wrong.push({ text, correct: false });
      break;
    }
  }
  if (wrong.length < (kind === "single" ? 2 : 1)) return undefined;
  const options = [...right.map((d) => ({ text: pair(d, d.description), correct: true })), ...wrong];
  const stem = frameFor(kind === "single" ? "pairSingle" : "pairMultiple", locale, options);
  if (!stem) return undefined;
  const rationale =
    locale === "id"
      ? `${capital(where(first.passage, locale))} menjelaskan: ${group.map((d) => `"${d.source}"`).join("; ")}. Pasangan lain memakai penjelasan istilah yang berbeda.`
      : `${capital(where(first.passage, locale))} explains: ${group.map((d) => `"${d.source}"`).join("; ")}. The other pairings use another term's description.`;
  return {
    draft: draft(kind, locale, stem, options, first.passage.id, rationale, seed),
    fact: `group:${first.group}`,
    passageId: first.passage.id,
    lessonId: first.passage.lessonId,
    rank: kind === "multiple" ? 0 : difficulty === "hard" ? 0 : 2,
  };
}

/** Wrong figures for a question about `f`: figures of the same unit elsewhere in the course, else nearby values. */
function wrongFigures(f: Figure, all: Figure[], difficulty: Difficulty): string[] {
  const text = f.passage.text;
  const out: string[] = [];
  const ok = (v: string, amount: number) =>
    amount > 0 &&
    amount !== f.amount &&
    !text.includes(/\d[\d.,]*/.exec(v)![0]) &&
    !out.some((o) => key(o) === key(v)) &&
    !(f.unit.includes("%") && amount > 100 && f.amount <= 100);
  for (const o of all) {
    if (out.length === 3) break;
    if (o.unit === f.unit && o.passage.id !== f.passage.id && ok(restyle(f.value, o.amount), o.amount))
      out.push(restyle(f.value, o.amount));
  }
  const factors = difficulty === "hard" ? [0.8, 1.2, 1.5, 0.5, 2] : [0.5, 2, 3, 1.5, 0.8];
  for (const k of factors) {
    if (out.length === 3) break;
    const raw = f.amount * k;
    const step = f.amount >= 10 ? (f.amount % 5 === 0 ? 5 : 1) : Number.isInteger(f.amount) ? 1 : 0.5;
    const amount = Math.max(step, Math.round(raw / step) * step);
    const v = restyle(f.value, amount);
    if (ok(v, amount)) out.push(v);
  }
  return out;
}

function figureQuestion(
  f: Figure,
  all: Figure[],
  difficulty: Difficulty,
  seed: string,
  form: "cloze" | "statement",
): Candidate | undefined {
  const locale = f.passage.locale;
  const wrong = wrongFigures(f, all, difficulty);
  if (wrong.length < 2) return undefined;
  const at = f.sentence.lastIndexOf(f.value);
  const fill = (v: string) => f.sentence.slice(0, at) + v + f.sentence.slice(at + f.value.length);
  const stem =
    form === "cloze"
      ? locale === "id"
        ? `Lengkapi kalimat dari pelajaran ini: "${fill(BLANK)}"`
        : `Complete the sentence from the lesson: "${fill(BLANK)}"`
      : undefined;
  const options =
    form === "cloze"
      ? [{ text: f.value, correct: true }, ...wrong.map((w) => ({ text: w, correct: false }))]
      : [{ text: f.sentence, correct: true }, ...wrong.map((w) => ({ text: fill(w), correct: false }))];
  const question = stem ?? frameFor("statement", locale, options);
  if (!question) return undefined;
  return {
    draft: draft(
      "single",
      locale,
      question,
      options,
      f.passage.id,
      says(f.passage, f.sentence, locale),
      seed,
    ),
    fact: `fig:${f.passage.id}:${key(f.sentence)}`,
    passageId: f.passage.id,
    lessonId: f.passage.lessonId,
    rank: form === "statement" ? (difficulty === "hard" ? 0 : 2) : difficulty === "hard" ? 1 : 0,
  };
}

/** Every question the passages support, for one kind and difficulty, unordered. */
export function candidates(input: WriteQuestionsInput, seed: string): Candidate[] {
  const passages = input.passages.filter((p) => p.locale === input.locale);
  const defs = passages.flatMap(definitionsOf);
  const st = statementsOf(passages);
  const figs = passages.flatMap(figuresOf);
  const groups = new Map<string, Definition[]>();
  for (const d of defs) groups.set(d.group, [...(groups.get(d.group) ?? []), d]);
  const out: Candidate[] = [];
  const add = (c: Candidate | undefined) => c && out.push(c);
  if (input.kind === "multiple") {
    for (const g of groups.values()) add(pairingQuestion(g, "multiple", input.difficulty, seed, st));
    return out;
  }
  for (const d of defs) {
    add(termQuestion(d, defs, input.difficulty, seed, st));
    add(meaningQuestion(d, defs, input.difficulty, seed, st));
  }
  for (const g of groups.values()) add(pairingQuestion(g, "single", input.difficulty, seed, st));
  for (const f of figs) {
    add(figureQuestion(f, figs, input.difficulty, seed, "cloze"));
    add(figureQuestion(f, figs, input.difficulty, seed, "statement"));
  }
  return out;
}

/**
 * `count` questions spread over the lessons and passages: lessons take turns, each passage gives one question
 * before any gives a second, and within that the forms preferred at the difficulty come first. One question
 * per fact. `seed` varies the choice and the option order (a post-test asks the same material differently).
 */
export function writeQuestionsOffline(input: WriteQuestionsInput): QuestionDraft[] {
  const seed = input.seed ?? "";
  const avoid = new Set((input.avoid ?? []).map(key));
  const pool = candidates(input, seed)
    .filter((c) => !avoid.has(key(c.draft.stem)))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        hash(`${seed}|${a.fact}|${a.draft.stem}`) - hash(`${seed}|${b.fact}|${b.draft.stem}`),
    );
  const byLesson = new Map<string, Candidate[]>();
  for (const c of pool) byLesson.set(c.lessonId, [...(byLesson.get(c.lessonId) ?? []), c]);
  const usedFacts = new Set<string>();
  const perPassage = new Map<string, number>();
  const out: QuestionDraft[] = [];
  for (let round = 1; out.length < input.count && round <= 8; round++) {
    let progress = true;
    while (out.length < input.count && progress) {
      progress = false;
      for (const list of byLesson.values()) {
        if (out.length >= input.count) break;
        const next = list.find((c) => !usedFacts.has(c.fact) && (perPassage.get(c.passageId) ?? 0) < round);
        if (!next) continue;
        usedFacts.add(next.fact);
        perPassage.set(next.passageId, (perPassage.get(next.passageId) ?? 0) + 1);
        out.push(next.draft);
        progress = true;
      }
    }
  }
  return out;
}

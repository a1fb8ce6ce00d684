/**
 * Retrieval over the passages a caller hands in: Okapi BM25 ranks them, and a coverage figure decides whether
 * the best one answers the question at all. Coverage is the share of the question's topic terms, weighted by
 * how rare each is in the passages, that the passage contains: a question about a topic the course never
 * mentions covers little of any passage however BM25 ranks them, and the coach then says so instead of
 * quoting something unrelated.
 */
import { sentences, terms } from "./text";
import type { Passage } from "./types";

const K1 = 1.2;
const B = 0.75;

/**
 * The least coverage at which a passage counts as answering a question. Below it the coach answers "not in
 * this course". Chosen on the coach bench's in-course and off-course questions (bench/ai); its unit tests
 * pin both sides.
 */
export const MIN_COVERAGE = 0.5;

export interface Retrieved {
  passage: Passage;
  /** BM25 score (ranks passages) */
  score: number;
  /** 0–1: weighted share of the question's terms found in the passage (decides relevance) */
  coverage: number;
  /** the question's terms found in the passage (stemmed) */
  matched: string[];
}

interface Indexed {
  passage: Passage;
  tf: Map<string, number>;
  length: number;
  /** terms that open a sentence or a list line: what the passage's sentences are about */
  subjects: Set<string>;
  /** pairs of consecutive terms ("omunikasi visi"), for questions that name a phrase of the passage */
  pairs: Set<string>;
}

/**
 * A query term that opens one of a passage's sentences ("Median: nilai tengah…", "Manajemen berfokus pada…")
 * is what that sentence is about, stronger evidence than a passing mention: it adds this share of its weight.
 */
const SUBJECT_BONUS = 0.5;
/** Two consecutive question terms found consecutive in a passage add this share of their weights. */
const PHRASE_BONUS = 0.5;

interface Index {
  docs: Indexed[];
  df: Map<string, number>;
  avgLength: number;
}

const cache = new WeakMap<readonly Passage[], Index>();

function buildIndex(passages: readonly Passage[]): Index {
  const hit = cache.get(passages);
  if (hit) return hit;
  const df = new Map<string, number>();
  const docs = passages.map((passage) => {
    const tf = new Map<string, number>();
    const ts = terms(`${passage.lessonTitle}\n${passage.text}`);
    for (const t of ts) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    const subjects = new Set(sentences(passage.text).flatMap((s) => terms(s).slice(0, 1)));
    const pairs = new Set(ts.slice(1).map((t, i) => `${ts[i]} ${t}`));
    return { passage, tf, length: ts.length, subjects, pairs };
  });
  const avgLength = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  const index = { docs, df, avgLength };
  cache.set(passages, index);
  return index;
}

/**
 * The passages ranked for a question, best first, each with its coverage. Passages sharing no term with the
 * question are left out; `limit` caps the list.
 */
export function retrieve(question: string, passages: readonly Passage[], limit = 8): Retrieved[] {
  const { docs, df, avgLength } = buildIndex(passages);
  const n = docs.length;
  const sequence = terms(question);
  const queryTerms = [...new Set(sequence)];
  const queryPairs = sequence.slice(1).map((t, i) => [sequence[i]!, t] as const);
  if (n === 0 || queryTerms.length === 0) return [];
  const idf = (t: string) => {
    // A term no passage has weighs like one that a single passage has: it is part of the question's topic.
    const d = Math.max(1, df.get(t) ?? 0);
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };
  const weights = new Map(queryTerms.map((t) => [t, idf(t)]));
  const total = [...weights.values()].reduce((s, w) => s + w, 0);
  const out: Retrieved[] = [];
  for (const doc of docs) {
    let score = 0;
    let covered = 0;
    const matched: string[] = [];
    for (const t of queryTerms) {
      const f = doc.tf.get(t);
      if (!f) continue;
      const w = weights.get(t)!;
      matched.push(t);
      covered += w;
      score += (w * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * doc.length) / avgLength));
      if (doc.subjects.has(t)) score += w * SUBJECT_BONUS;
    }
    if (matched.length === 0) continue;
    for (const [a, b] of queryPairs)
      if (doc.pairs.has(`${a} ${b}`)) score += (weights.get(a)! + weights.get(b)!) * PHRASE_BONUS;
    out.push({ passage: doc.passage, score, coverage: total > 0 ? covered / total : 0, matched });
  }
  out.sort((a, b) => b.score - a.score || b.coverage - a.coverage);
  return out.slice(0, limit);
}

/** The retrieved passages that answer the question: those at or above the coverage bar, best first. */
export const relevant = (ranked: Retrieved[]) => ranked.filter((r) => r.coverage >= MIN_COVERAGE);

/**
 * Edit distance bounded by k (optimal string alignment: insert, delete, substitute, swap of neighbours),
 * computed column by column over the candidate term so that one pass yields both the distance to the whole
 * term and the smallest distance to any prefix of it (what prefix search with typos needs). A column whose
 * minimum exceeds k ends the pass: no later column can come back under k.
 */
const MAX = 128;
let c0 = new Int32Array(MAX + 1);
let c1 = new Int32Array(MAX + 1);
let c2 = new Int32Array(MAX + 1);

export interface Distances {
  /** distance to the whole term, or k + 1 when over k */
  full: number;
  /** smallest distance to a prefix of the term, or k + 1 when over k */
  prefix: number;
}

export function distances(query: string, term: string, k: number): Distances {
  const q = query.length > MAX ? query.slice(0, MAX) : query;
  const m = q.length;
  const n = term.length;
  let prev2 = c0;
  let prev = c1;
  let cur = c2;
  for (let i = 0; i <= m; i++) prev[i] = i;
  let prefixMin = prev[m]!;
  let finished = true;
  for (let j = 1; j <= n; j++) {
    cur[0] = j;
    let colMin = j;
    const tj = term.charCodeAt(j - 1);
    for (let i = 1; i <= m; i++) {
      const qi = q.charCodeAt(i - 1);
      let v = prev[i - 1]! + (qi === tj ? 0 : 1);
      const ins = prev[i]! + 1;
      if (ins < v) v = ins;
      const del = cur[i - 1]! + 1;
      if (del < v) v = del;
      if (i > 1 && j > 1 && qi === term.charCodeAt(j - 2) && q.charCodeAt(i - 2) === tj) {
        const swap = prev2[i - 2]! + 1;
        if (swap < v) v = swap;
      }
      cur[i] = v;
      if (v < colMin) colMin = v;
    }
    if (cur[m]! < prefixMin) prefixMin = cur[m]!;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
    if (colMin > k) {
      finished = j === n;
      break;
    }
  }
  // keep the module buffers in a known order for the next call
  c0 = prev2;
  c1 = prev;
  c2 = cur;
  const full = finished ? prev[m]! : k + 1;
  return { full: full > k ? k + 1 : full, prefix: prefixMin > k ? k + 1 : prefixMin };
}

/** Typos allowed for a query token of this length under Typesense's rules. */
export function allowedTypos(length: number, numTypos: number, minLen1: number, minLen2: number): number {
  if (length >= minLen2) return Math.min(numTypos, 2);
  if (length >= minLen1) return Math.min(numTypos, 1);
  return 0;
}

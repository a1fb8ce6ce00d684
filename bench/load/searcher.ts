// A visitor searching the catalogue during the quiz day, through the API's search call as the web app's search
// page does when the browser cannot reach the search node itself: a query every 2–4 s until the run ends. What
// it records tells whether the search node answered ("search") or the database fallback did ("database").
import type { makeClient } from "./learner";

export interface SearchFigures {
  ms: number[];
  bySource: Record<string, number>;
  /** when the first answer came from the database, and the first from the node after that */
  firstFallback: number;
  firstNodeAfterFallback: number;
}

export const newSearchFigures = (): SearchFigures => ({
  ms: [],
  bySource: {},
  firstFallback: 0,
  firstNodeAfterFallback: 0,
});

const QUERIES = [
  "kepemimpinan",
  "kepemimpian",
  "data",
  "keuangan desa",
  "leadership",
  "pertanian",
  "excel",
  "*",
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runSearcher(opts: {
  call: ReturnType<typeof makeClient>;
  token: string;
  endAt: number;
  figures: SearchFigures;
}): Promise<void> {
  const { call, token, endAt, figures } = opts;
  await sleep(Math.random() * 4_000);
  while (Date.now() < endAt - 5_000) {
    const q = QUERIES[Math.floor(Math.random() * QUERIES.length)]!;
    const res = await call("GET", `/search/courses?q=${encodeURIComponent(q)}&perPage=12`, token);
    if (res.ok) {
      const source = (res.data as { source: string }).source;
      figures.ms.push(res.ms);
      figures.bySource[source] = (figures.bySource[source] ?? 0) + 1;
      if (source === "database" && figures.firstFallback === 0) figures.firstFallback = Date.now();
      if (source === "search" && figures.firstFallback > 0 && figures.firstNodeAfterFallback === 0)
        figures.firstNodeAfterFallback = Date.now();
    }
    await sleep(2_000 + Math.random() * 2_000);
  }
}

// A visitor searching the catalogue during the quiz day, through the API's search call as the web app's search
// page does when the browser cannot reach the search node itself: a query every 2–4 s until the run ends. What
// it records tells whether the search node answered ("search") or the database fallback did ("database").
import type { makeClient } from "./learner";

export interface SearchFigures {
  ms: number[];
  /** every answer: when it came and whether the node ("search") or the database fallback gave it */
  answers: { at: number; source: string }[];
}

export const newSearchFigures = (): SearchFigures => ({ ms: [], answers: [] });

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
      figures.ms.push(res.ms);
      figures.answers.push({ at: Date.now(), source: (res.data as { source: string }).source });
    }
    await sleep(2_000 + Math.random() * 2_000);
  }
}

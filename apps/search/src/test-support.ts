import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "typesense";
import { createSearchServer, type SearchServer } from "./server";

export const ADMIN_KEY = "test-admin-key";

export const COURSE_SCHEMA = {
  name: "courses",
  fields: [
    { name: "title", type: "string" as const },
    { name: "skills", type: "string[]" as const, facet: true, optional: true },
    { name: "category", type: "string" as const, facet: true },
    { name: "institution", type: "string" as const, facet: true },
    { name: "company_ids", type: "string[]" as const, facet: true, optional: true },
    { name: "rating", type: "float" as const },
    { name: "popularity", type: "int32" as const },
    { name: "release_date", type: "int64" as const },
  ],
  default_sorting_field: "popularity",
};

export const COURSES = [
  {
    id: "c1",
    title: "Dasar-Dasar Kepemimpinan",
    skills: ["kepemimpinan"],
    category: "Leadership & Management",
    institution: "Universitas Indonesia",
    company_ids: ["acme"],
    rating: 4.5,
    popularity: 120,
    release_date: 1700000000,
  },
  {
    id: "c2",
    title: "Kepemimpinan Strategis di Era Digital",
    skills: ["strategi"],
    category: "Leadership & Management",
    institution: "Institut Teknologi Bandung",
    company_ids: ["globex"],
    rating: 4.8,
    popularity: 300,
    release_date: 1710000000,
  },
  {
    id: "c3",
    title: "Public Speaking for Beginners",
    skills: ["komunikasi"],
    category: "Communication & Public Speaking",
    institution: "Universitas Gadjah Mada",
    company_ids: ["acme", "globex"],
    rating: 4.1,
    popularity: 80,
    release_date: 1720000000,
  },
  {
    id: "c4",
    title: "Analisis Data dengan Python",
    skills: ["python"],
    category: "Data Analytics & Science",
    institution: "Institut Teknologi Bandung",
    company_ids: [],
    rating: 4.9,
    popularity: 500,
    release_date: 1690000000,
  },
  {
    id: "c5",
    title: "Manajemen Keuangan Pribadi",
    skills: ["keuangan"],
    category: "Economics & Finance",
    institution: "Universitas Indonesia",
    company_ids: ["acme"],
    rating: 3.9,
    popularity: 60,
    release_date: 1730000000,
  },
];

export interface Running {
  server: SearchServer;
  url: string;
  port: number;
  dataDir: string;
  admin: Client;
  client(apiKey: string): Client;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A real server on an ephemeral port over a fresh data folder, and official clients pointed at it. */
export async function start(now?: () => number): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), "gk-search-"));
  const boot = async () => {
    const server = createSearchServer({ apiKey: ADMIN_KEY, dataDir, ...(now ? { now } : {}) });
    const url = await server.listen(0);
    return { server, url, port: Number(new URL(url).port) };
  };
  let cur = await boot();
  const client = (apiKey: string) =>
    new Client({
      nodes: [{ host: "127.0.0.1", port: cur.port, protocol: "http" }],
      apiKey,
      connectionTimeoutSeconds: 10,
      numRetries: 0,
      logLevel: "silent",
    });
  const running: Running = {
    ...cur,
    dataDir,
    admin: client(ADMIN_KEY),
    client,
    async restart() {
      await cur.server.close();
      cur = await boot();
      Object.assign(running, cur, { admin: client(ADMIN_KEY) });
    },
    async stop() {
      await cur.server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return running;
}

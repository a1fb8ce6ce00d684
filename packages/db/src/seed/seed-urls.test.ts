import { siteHost, sites } from "@gk/tenancy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../client";
import { createTestDatabase } from "../testing";
import { loadContent, seedCatalogue } from "./catalogue";
import { runSeed, SEED_STEPS } from "./index";

/** The product's public domain (apps/web's PUBLIC_ROOT_DOMAIN default, deploy/README.md). */
const ROOT_DOMAIN = "gurukita.id";

/** Every host the product serves: each named site's host and its canonical address (tenants/<slug>/tenant.json). */
const PRODUCT_HOSTS = new Set<string>([
  ROOT_DOMAIN,
  ...[...sites.values()].flatMap((site) => [
    siteHost(site, { env: "production", rootDomain: ROOT_DOMAIN }),
    new URL(site.metadata.url).host,
  ]),
]);

/**
 * Hosts outside the product a seeded text or address may name, each with what it is. Keep it short: a link
 * a learner follows must lead somewhere real, and a made-up host (a demo domain nobody owns) is a defect.
 */
const DOCUMENTED_EXTERNAL_HOSTS: Record<string, string> = {};

/** Columns another part of the seed owns and checks: lesson clips and live-class rooms (video-media.ts, live-classes.ts). */
const OWNED_ELSEWHERE = new Set(["lessons.video_url", "lessons.live_url"]);

/** Absolute links (with a scheme or starting "www.") and the targets of Markdown links. */
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s"'<>()[\]\\]+|\]\(([^)\s]+)\)/gi;

function urlsIn(text: string): string[] {
  return [...text.matchAll(URL_IN_TEXT)].map((m) => m[1] ?? m[0]);
}

/** Where a URL leads: null for the product's own paths ("/course/x"), else its host. */
function hostOf(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return null;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url.replace(/^\/\//, "")}`;
  try {
    return new URL(absolute).host.toLowerCase();
  } catch {
    return url;
  }
}

const allowed = (host: string | null) =>
  host === null || PRODUCT_HOSTS.has(host) || host in DOCUMENTED_EXTERNAL_HOSTS;

type Finding = { where: string; url: string };

/** Every URL in every text, varchar, json and array column of the database, with its table and column. */
async function urlsInDatabase(database: Database): Promise<{ columns: number; found: Finding[] }> {
  const { rows: columns } = await database.executeSql(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
  );
  const found: Finding[] = [];
  for (const { table_name, column_name } of columns as { table_name: string; column_name: string }[]) {
    const where = `${table_name}.${column_name}`;
    if (OWNED_ELSEWHERE.has(where)) continue;
    const column = `"${column_name}"`;
    const { rows } = await database.executeSql(
      `select distinct ${column}::text as v from "${table_name}" where ${column}::text ~* $1`,
      ["(https?://|www\\.|\\]\\()"],
    );
    for (const { v } of rows as { v: string }[]) for (const url of urlsIn(v)) found.push({ where, url });
  }
  return { columns: columns.length, found };
}

describe("the URLs the seed writes", () => {
  it("the scanner finds absolute, www and Markdown links and tells product paths from other hosts", () => {
    const text =
      "Lihat https://gurukita.id/course/a, www.contoh-palsu.id dan [panduan](/blog/x) atau [x](https://x.example/y).";
    expect(urlsIn(text).map(hostOf)).toEqual(["gurukita.id", "www.contoh-palsu.id", null, "x.example"]);
    expect(
      urlsIn(text)
        .map(hostOf)
        .filter((h) => !allowed(h)),
    ).toEqual(["www.contoh-palsu.id", "x.example"]);
    expect(allowed("trenggalek.gurukita.id")).toBe(true);
    expect(allowed("video.gurukita.id")).toBe(false);
  });

  it("every written lesson, quiz and explanation links only to the product or a documented host", async () => {
    const contents = await loadContent();
    const bad = urlsIn(JSON.stringify(contents)).filter((url) => !allowed(hostOf(url)));
    expect(bad).toEqual([]);
  });

  // PGlite only: what the seed writes does not depend on the driver, and the seed is the slowest part here
  describe("in a seeded database", () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase("pglite", undefined);
      // every step as `db:setup` runs it, with a smaller catalogue (the written content is checked whole above)
      const steps = SEED_STEPS.map((step) =>
        step.name === "catalogue"
          ? {
              ...step,
              run: async (d: Database) => {
                await seedCatalogue(d.db, { courses: 30, progress: null });
                return "";
              },
            }
          : step,
      );
      await runSeed(database, { steps, log: null });
    }, 240_000);
    afterAll(() => database?.close());

    it("has links, addresses and images only on the product's hosts or documented ones", async () => {
      const { columns, found } = await urlsInDatabase(database);
      // the scan read the schema (courses, lessons, blog posts, organisations, users…), not an empty answer
      expect(columns).toBeGreaterThan(50);
      const bad = found.filter(({ url }) => !allowed(hostOf(url)));
      expect(bad).toEqual([]);
    });

    it("would catch a made-up host in a blog post's text", async () => {
      await database.executeSql(
        "update blog_posts set body_en = body_en || ' Read more at https://contoh-palsu.example/a.'",
      );
      const { found } = await urlsInDatabase(database);
      expect(found.filter(({ url }) => !allowed(hostOf(url))).map((f) => f.where)).toContain(
        "blog_posts.body_en",
      );
    });
  });
});

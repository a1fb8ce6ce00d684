import { request } from "node:http";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_SCHEMA, start, type Running } from "./test-support";

const MB = 1024 * 1024;

interface Upload {
  status: number;
  body: string;
  /** bytes of the body the client had handed to the socket when the answer came */
  sentWhenAnswered: number;
  ms: number;
}

/**
 * Streams `size` bytes of `line` repeated (generated as the socket takes them, so what was sent is what the
 * server let through) and records how much had gone out when the answer arrived.
 */
function upload(
  url: string,
  path: string,
  opts: { size: number; key?: string; chunked?: boolean; line?: string },
): Promise<Upload> {
  const started = Date.now();
  const piece = Buffer.from((opts.line ?? "x").repeat(Math.ceil((64 * 1024) / (opts.line ?? "x").length)));
  let sent = 0;
  const body = new Readable({
    read() {
      if (sent >= opts.size) return this.push(null);
      const chunk = piece.subarray(0, Math.min(piece.length, opts.size - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, {
      method: "POST",
      headers: {
        "content-type": "text/plain",
        ...(opts.key ? { "x-typesense-api-key": opts.key } : {}),
        ...(opts.chunked ? {} : { "content-length": String(opts.size) }),
      },
    });
    req.on("response", (res) => {
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          sentWhenAnswered,
          ms: Date.now() - started,
        });
        req.destroy();
      });
    });
    // the server closes the connection after answering: the unsent rest fails to write, which is expected
    req.on("error", (e) => (req.writableFinished ? undefined : sent === 0 ? reject(e) : undefined));
    body.pipe(req);
  });
}

describe("request bodies: the key first, then a cap per route", () => {
  let ts: Running;
  beforeAll(async () => {
    ts = await start();
    await ts.admin.collections().create(COURSE_SCHEMA);
  });
  afterAll(() => ts.stop());

  it("refuses an unauthenticated 100 MB upload at once, without reading it", async () => {
    for (const key of [undefined, "not-a-key"]) {
      for (const chunked of [false, true]) {
        const r = await upload(ts.url, "/collections/courses/documents/import?action=upsert", {
          size: 100 * MB,
          key,
          chunked,
        });
        expect(r.status).toBe(401);
        expect(JSON.parse(r.body)).toEqual({
          message: "Forbidden - a valid `x-typesense-api-key` header must be sent.",
        });
        // what the socket buffers hold at most, nowhere near the 100 MB
        expect(r.sentWhenAnswered).toBeLessThan(8 * MB);
        expect(r.ms).toBeLessThan(5_000);
      }
    }
    // the server is still there for the next request
    expect((await ts.admin.health.retrieve()).ok).toBe(true);
  });

  it("refuses a key that may not use the route before reading: a search-only key cannot upload", async () => {
    const search = await ts.admin.keys().create({ actions: ["documents:search"], collections: ["courses"] });
    const r = await upload(ts.url, "/collections/courses/documents/import", {
      size: 100 * MB,
      key: search.value!,
    });
    expect(r.status).toBe(401);
    expect(r.sentWhenAnswered).toBeLessThan(8 * MB);
  });

  it("answers 413 with Typesense's JSON error to an authenticated body over its route's cap", async () => {
    // declared too large: refused from the header, unread
    const declared = await upload(ts.url, "/collections/courses/documents/import", {
      size: 100 * MB,
      key: "test-admin-key",
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({ message: "Request body is too large." });
    expect(declared.sentWhenAnswered).toBeLessThan(8 * MB);
    // streamed without a length: refused once the cap is passed, the rest never read
    const streamed = await upload(ts.url, "/collections/courses/documents/import", {
      size: 200 * MB,
      key: "test-admin-key",
      chunked: true,
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual({ message: "Request body is too large." });
    expect(streamed.sentWhenAnswered).toBeLessThan(80 * MB);
    // a search, a key or a schema is small: 2 MB is over its cap even with the admin key
    for (const path of ["/multi_search", "/keys", "/collections"]) {
      const r = await upload(ts.url, path, { size: 2 * MB, key: "test-admin-key" });
      expect(r.status, path).toBe(413);
    }
    expect((await ts.admin.health.retrieve()).ok).toBe(true);
  });

  it("still takes the whole catalogue in one import through the official client", async () => {
    const text = "Pelajari dasar-dasar kepemimpinan, komunikasi dan analisis data untuk pekerjaan. ".repeat(
      40,
    );
    const docs = Array.from({ length: 3_000 }, (_, i) => ({
      id: `bulk${i}`,
      title: `Kursus ${i} ${text}`,
      skills: ["kepemimpinan", "komunikasi"],
      category: "Leadership & Management",
      institution: "Universitas Indonesia",
      company_ids: [],
      rating: 4.5,
      popularity: i,
      release_date: 1700000000 + i,
    }));
    expect(JSON.stringify(docs).length).toBeGreaterThan(8 * MB);
    const results = await ts.admin.collections("courses").documents().import(docs, { action: "upsert" });
    expect(results.every((r) => r.success)).toBe(true);
    expect((await ts.admin.collections("courses").retrieve()).num_documents).toBe(3_000);
  }, 60_000);
});

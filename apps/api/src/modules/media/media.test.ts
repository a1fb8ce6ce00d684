import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { assetsDir, manifest, parseVtt } from "@gk/media";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness";
import { mediaPath } from "./files";
import { parseRange } from "./range";

const clip = Object.values(manifest().clips)[0]!;
const bytes = readFileSync(join(assetsDir, "videos", clip.video));

/** Real HTTP against a listening API: what a browser's <video> and <track> send and get. */
describe("lesson media over HTTP", () => {
  let api: TestApi;
  let base = "";
  beforeAll(async () => {
    api = await startTestApi("pglite", { startJobs: false });
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => api?.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

  it("answers the whole clip with its type, length, ranges offered and a long cache", async () => {
    const res = await get(mediaPath("videos", clip.video));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/webm");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers a byte range with 206 and Content-Range, from the start, the middle and the end", async () => {
    const first = await get(`/media/videos/${clip.video}`, { range: "bytes=0-3" });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-3/${bytes.length}`);
    expect([...new Uint8Array(await first.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    const middle = await get(`/media/videos/${clip.video}`, { range: "bytes=1000-" });
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-range")).toBe(`bytes 1000-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(bytes.subarray(1000))).toBe(true);

    const tail = await get(`/media/videos/${clip.video}`, { range: "bytes=-10" });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-length")).toBe("10");
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
  });

  it("refuses a range outside the file with 416, the file's size and a message in the caller's language", async () => {
    for (const range of [`bytes=${bytes.length}-`, "bytes=50-10", "bytes=-0", "bytes=abc"]) {
      const res = await get(`/media/videos/${clip.video}`, { range, "accept-language": "en" });
      expect(res.status, range).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
      expect((await res.json()).message).toMatch(/requested part/);
    }
    const id = await get(`/media/videos/${clip.video}`, { range: `bytes=${bytes.length + 5}-` });
    expect((await id.json()).message).toMatch(/Bagian berkas/);
  });

  it("serves captions as text/vtt and nothing outside the manifest", async () => {
    const vtt = await get(mediaPath("captions", clip.captions.en));
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(parseVtt(await vtt.text()).length).toBeGreaterThan(2);
    for (const path of [
      "/media/videos/nope.webm",
      "/media/captions/..%2Fmanifest.json",
      "/media/videos/..%2F..%2Fpackage.json",
      "/media/other/x.webm",
    ])
      expect((await get(path)).status, path).toBeGreaterThanOrEqual(404);
  });
});

describe("parseRange", () => {
  it("reads one byte range and leaves other forms to a whole answer", () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange("items=0-1", 100)).toBeNull();
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange("bytes=10-500", 100)).toEqual({ start: 10, end: 99 });
    expect(parseRange("bytes=-500", 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
  });
});

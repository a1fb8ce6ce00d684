import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES, assetsDir, clipFor, manifest } from "./manifest";
import { parseVtt } from "./vtt";
import { readWebmInfo } from "./webm";

const clips = Object.entries(manifest().clips);

describe("the committed lesson clips", () => {
  it("stay small: at most 4 MB in all, a few hundred kB each", () => {
    const files = readdirSync(join(assetsDir, "videos"));
    const sizes = files.map((f) => statSync(join(assetsDir, "videos", f)).size);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4 * 1024 * 1024);
    for (const size of sizes) expect(size).toBeLessThan(400 * 1024);
    // every file on disk is in the manifest, so nothing unused ships
    expect(files.sort()).toEqual(clips.map(([, c]) => c.video).sort());
  });

  it("has narration in both languages for every family", () => {
    const families = new Set(clips.map(([, c]) => c.family));
    expect(families.size).toBeGreaterThanOrEqual(3);
    for (const family of families)
      for (const locale of LOCALES) expect(clipFor(family, locale)?.locale).toBe(locale);
  });

  it.each(clips)("%s is a WebM (VP9/VP8 + Opus/Vorbis) of the length the manifest says", (_key, clip) => {
    const bytes = readFileSync(join(assetsDir, "videos", clip.video));
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const info = readWebmInfo(bytes);
    expect(info.docType).toBe("webm");
    expect(info.codecs.some((c) => c === "V_VP9" || c === "V_VP8")).toBe(true);
    expect(info.codecs.some((c) => c === "A_OPUS" || c === "A_VORBIS")).toBe(true);
    expect(info.durationSeconds).toBeGreaterThan(5);
    expect(Math.abs(info.durationSeconds - clip.durationSeconds)).toBeLessThan(0.2);
  });

  it.each(clips)("%s has captions in both languages that parse and cover the clip", (_key, clip) => {
    const cueTimes: string[] = [];
    for (const locale of LOCALES) {
      const cues = parseVtt(readFileSync(join(assetsDir, "captions", clip.captions[locale]), "utf8"));
      expect(cues.length).toBeGreaterThanOrEqual(3);
      const last = cues[cues.length - 1]!;
      expect(last.end).toBeLessThanOrEqual(clip.durationSeconds + 0.1);
      // the last words are said within a second of the end: the captions belong to this clip
      expect(clip.durationSeconds - last.end).toBeLessThan(1);
      cueTimes.push(cues.map((c) => `${c.start}-${c.end}`).join(","));
    }
    // both languages are timed to the same narration, cue for cue
    expect(cueTimes[0]).toBe(cueTimes[1]);
  });
});

describe("parseVtt", () => {
  it("refuses what a browser would drop", () => {
    expect(() => parseVtt("1\n00:00:00.000 --> 00:00:01.000\nhi\n")).toThrow(/WEBVTT/);
    expect(() => parseVtt("WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nhi\n")).toThrow(/ends before/);
    expect(parseVtt("WEBVTT\n\nNOTE x\n\n00:01.500 --> 00:02.000\nhi\n")).toEqual([
      { start: 1.5, end: 2, text: "hi" },
    ]);
  });
});

/**
 * Renders the product's lesson clips: per topic family and language, short slides drawn from the family's
 * first course track (its title, the first sentence of its description, its first lesson titles), narrated
 * by espeak-ng and encoded by ffmpeg into a small WebM (VP9 + Opus), with WebVTT captions in both languages
 * timed to the narration. A maintainer tool: needs `ffmpeg` and `espeak-ng` on PATH; the product and its
 * tests only read the committed output in assets/.
 *
 *   pnpm --filter @gk/media generate            # every family
 *   pnpm --filter @gk/media generate digital    # one family
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CategoryContent } from "@gk/db/seed/content/types.ts";
import { VIDEO_FAMILIES, type VideoFamily } from "@gk/db/seed";
import { LOCALES, assetsDir, type Clip, type Locale, type Manifest } from "../src/manifest";
import { formatVtt, type Cue } from "../src/vtt";

const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const VOICE: Record<Locale, string> = { id: "id", en: "en-us" };
const PAUSE = 0.6; // seconds of silence after each slide's narration

type Pair = Record<Locale, string>;

const firstSentence = (text: string) => (text.match(/^.*?[.!?](\s|$)/)?.[0] ?? text).trim();

/** The slides of one family, each a pair of texts saying the same in both languages. */
async function slidesOf(family: VideoFamily): Promise<{ heading: Pair; slides: Pair[] }> {
  const category = VIDEO_FAMILIES[family][0];
  const content = ((await import(`@gk/db/seed/content/${category}.ts`)) as { default: CategoryContent })
    .default;
  const track = content.tracks[0]!;
  const lessons = track.lessons.slice(0, 3);
  return {
    heading: track.title,
    slides: [
      track.title,
      { id: firstSentence(track.description.id), en: firstSentence(track.description.en) },
      ...lessons.map((l, i) => ({
        id: `Pelajaran ${i + 1}: ${l.title.id}`,
        en: `Lesson ${i + 1}: ${l.title.en}`,
      })),
      {
        id: "Tonton sampai selesai untuk menandai pelajaran ini selesai.",
        en: "Watch to the end to mark this lesson done.",
      },
    ],
  };
}

/** Wraps a slide's text for drawtext, which does not wrap by itself. */
function wrap(text: string, width = 30): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join("\n");
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
const seconds = (file: string) =>
  Number(
    run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file])
      .toString()
      .trim(),
  );

function renderClip(family: VideoFamily, locale: Locale, heading: Pair, slides: Pair[], work: string): Clip {
  const name = `${family}.${locale}`;
  const parts: string[] = [];
  const cues: Record<Locale, Cue[]> = { id: [], en: [] };
  let at = 0;
  slides.forEach((slide, i) => {
    const wav = join(work, `${name}-${i}.wav`);
    run("espeak-ng", ["-v", VOICE[locale], "-s", "150", "-w", wav, slide[locale]]);
    const length = Math.round((seconds(wav) + PAUSE) * 10) / 10;
    const textFile = join(work, `${name}-${i}.txt`);
    const headFile = join(work, `${name}-head.txt`);
    writeFileSync(textFile, wrap(slide[locale]));
    writeFileSync(headFile, `GuruKita · ${heading[locale]}`);
    const part = join(work, `${name}-${i}.mkv`);
    const draw = [
      `drawtext=fontfile=${FONT}:textfile=${headFile}:fontsize=16:fontcolor=0xc7d2fe:x=32:y=28`,
      `drawtext=fontfile=${FONT_BOLD}:textfile=${textFile}:fontsize=30:line_spacing=10:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2`,
      `drawtext=fontfile=${FONT}:text=${i + 1}/${slides.length}:fontsize=16:fontcolor=0xc7d2fe:x=w-text_w-32:y=h-44`,
    ].join(",");
    run("ffmpeg", [
      "-y",
      ...["-f", "lavfi", "-i", `color=c=0x1e3a8a:s=640x360:r=15:d=${length}`],
      ...["-i", wav],
      ...["-filter_complex", `[0:v]${draw}[v];[1:a]aresample=48000,apad=whole_dur=${length}[a]`],
      ...["-map", "[v]", "-map", "[a]", "-t", String(length)],
      ...["-c:v", "ffv1", "-c:a", "pcm_s16le", "-ac", "1", part],
    ]);
    parts.push(part);
    for (const l of LOCALES) cues[l].push({ start: at, end: at + length - PAUSE / 2, text: slide[l] });
    at += length;
  });
  const list = join(work, `${name}.txt`);
  writeFileSync(list, parts.map((p) => `file '${p}'`).join("\n"));
  const video = join(assetsDir, "videos", `${name}.webm`);
  run("ffmpeg", [
    "-y",
    ...["-f", "concat", "-safe", "0", "-i", list],
    ...[
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "45",
      "-row-mt",
      "1",
      "-g",
      "150",
      "-deadline",
      "good",
      "-cpu-used",
      "4",
    ],
    ...["-c:a", "libopus", "-b:a", "24k", "-ac", "1"],
    video,
  ]);
  const captions = {} as Record<Locale, string>;
  for (const l of LOCALES) {
    captions[l] = `${name}.${l}.vtt`;
    writeFileSync(join(assetsDir, "captions", captions[l]), formatVtt(cues[l]));
  }
  return {
    family,
    locale,
    video: `${name}.webm`,
    durationSeconds: Math.round(seconds(video) * 10) / 10,
    captions,
  };
}

/** Written after every clip, so an interrupted run keeps what it finished. */
function writeManifest(file: string, manifest: Manifest) {
  const sorted = Object.fromEntries(Object.entries(manifest.clips).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify({ clips: sorted }, null, 2)}\n`);
}

async function main() {
  const only = process.argv.slice(2) as VideoFamily[];
  const families = (Object.keys(VIDEO_FAMILIES) as VideoFamily[]).filter(
    (f) => only.length === 0 || only.includes(f),
  );
  const work = mkdtempSync(join(tmpdir(), "gk-media-"));
  const manifestFile = join(assetsDir, "manifest.json");
  const manifest: Manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest)
    : { clips: {} };
  try {
    for (const family of families) {
      const { heading, slides } = await slidesOf(family);
      for (const locale of LOCALES) {
        const clip = renderClip(family, locale, heading, slides, work);
        manifest.clips[`${family}.${locale}`] = clip;
        writeManifest(manifestFile, manifest);
        process.stdout.write(`${clip.video}: ${clip.durationSeconds} s\n`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();

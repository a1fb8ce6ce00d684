import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const LOCALES = ["id", "en"] as const;
export type Locale = (typeof LOCALES)[number];

/** One committed clip: a family's narration in one language, with captions in every language. */
export interface Clip {
  family: string;
  /** the language of the narration */
  locale: Locale;
  /** file name under assets/videos */
  video: string;
  durationSeconds: number;
  /** file names under assets/captions, per caption language */
  captions: Record<Locale, string>;
}

export interface Manifest {
  /** keyed `<family>.<locale>` */
  clips: Record<string, Clip>;
}

export const assetsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "assets");

let cached: Manifest | undefined;
export function manifest(): Manifest {
  cached ??= JSON.parse(readFileSync(join(assetsDir, "manifest.json"), "utf8")) as Manifest;
  return cached;
}

/** The clip of a family in a language; the other language's narration when that one is missing. */
export function clipFor(family: string, locale: Locale): Clip | undefined {
  const clips = manifest().clips;
  return clips[`${family}.${locale}`] ?? LOCALES.map((l) => clips[`${family}.${l}`]).find(Boolean);
}

import type { Locale } from "@gk/tenancy";
import { articleBlocks, type Inline } from "./article-blocks";

/** The voice language of the page's language: Indonesian or US English. */
export function speechLang(locale: Locale): "id-ID" | "en-US" {
  return locale === "en" ? "en-US" : "id-ID";
}

/**
 * The voice for a language: an exact match (id-ID), else one of the same language (id-*, or "in", the old
 * code some Android voices still report), a local voice before a network one, so listening stays offline
 * where the device has one. Null: the browser's default voice reads it with the lang set.
 */
export function pickVoice<V extends Pick<SpeechSynthesisVoice, "lang" | "localService">>(
  voices: readonly V[],
  lang: string,
): V | null {
  const norm = (l: string) => l.replace("_", "-").toLowerCase();
  const base = norm(lang).split("-")[0]!;
  const sameBase = (v: V) => {
    const b = norm(v.lang).split("-")[0];
    return b === base || (base === "id" && b === "in");
  };
  const ranked = [
    ...voices.filter((v) => norm(v.lang) === norm(lang)),
    ...voices.filter((v) => norm(v.lang) !== norm(lang) && sameBase(v)),
  ];
  return ranked.find((v) => v.localService) ?? ranked[0] ?? null;
}

/** Short enough that no browser cuts an utterance off (Chrome stops long ones after about 15 s). */
const MAX_CHUNK = 220;

const plain = (runs: Inline[]) => runs.map((r) => r.text).join("");

/**
 * The lesson text as the pieces read aloud one after another: each paragraph and list item as plain text
 * (no markdown marks), long ones split after a sentence, and sentences of one block joined up to ~220 chars.
 */
export function speechChunks(body: string): string[] {
  const texts = articleBlocks(body).flatMap((b) =>
    b.kind === "p" ? [plain(b.content)] : b.items.map(plain),
  );
  const chunks: string[] = [];
  for (const text of texts) {
    const sentences =
      text
        .replace(/\s+/g, " ")
        .trim()
        .match(/[^.!?]+(?:[.!?]+["')\]]*\s*|$)/g) ?? [];
    let current = "";
    for (const raw of sentences) {
      const sentence = raw.trim();
      if (!sentence) continue;
      if (current && current.length + 1 + sentence.length > MAX_CHUNK) {
        chunks.push(current);
        current = sentence;
      } else current = current ? `${current} ${sentence}` : sentence;
    }
    if (current) chunks.push(current);
  }
  return chunks;
}

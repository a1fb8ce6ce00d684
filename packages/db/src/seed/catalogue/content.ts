import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CATEGORIES } from "@gk/contracts";
import type { CategoryContent } from "../content/types";

export const contentDir = join(dirname(fileURLToPath(import.meta.url)), "..", "content");

/**
 * The written content files that exist (one per category, written by several people over time), in the
 * order of CATEGORIES so the seed stays deterministic. A file that does not load (being written) is reported
 * and skipped rather than stopping the whole seed.
 */
export async function loadContent(
  dir = contentDir,
  onSkip: (file: string, error: unknown) => void = () => {},
): Promise<CategoryContent[]> {
  const files = new Set(
    readdirSync(dir).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f) && f !== "types.ts"),
  );
  const found: CategoryContent[] = [];
  for (const category of CATEGORIES) {
    const file = `${category.slug}.ts`;
    if (!files.has(file)) continue;
    try {
      const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default?: CategoryContent };
      const content = mod.default;
      if (!content || content.category !== category.slug || !Array.isArray(content.tracks))
        throw new Error("no default export of the category's content");
      found.push(content);
    } catch (error) {
      onSkip(file, error);
    }
  }
  return found;
}

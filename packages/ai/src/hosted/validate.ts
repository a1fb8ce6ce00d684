import { isStopWord, tokenize } from "../text";
import type { QuestionDraft } from "../types";

const norm = (s: string) => tokenize(s).join(" ");

/**
 * The shape a draft must have before an author sees it, whoever wrote it: 3–5 different, non-empty options;
 * single: exactly one correct; multiple: at least two correct and one wrong; a stem and a rationale; and a stem
 * that does not contain a correct option's words.
 */
export function validDraft(d: QuestionDraft): boolean {
  if (!d.stem || !d.rationale || d.options.length < 3 || d.options.length > 5) return false;
  const texts = d.options.map((o) => norm(o.text));
  if (texts.some((t) => !t) || new Set(texts).size !== texts.length) return false;
  const correct = d.options.filter((o) => o.correct).length;
  if (d.kind === "single" ? correct !== 1 : correct < 2 || correct === d.options.length) return false;
  const stem = ` ${norm(d.stem)} `;
  return d.options.every((o) => {
    if (!o.correct) return true;
    const words = tokenize(o.text).filter((t) => !isStopWord(t));
    return words.length === 0 || !stem.includes(` ${words.join(" ")} `);
  });
}

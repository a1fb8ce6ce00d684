import type { CoachCitation } from "@gk/contracts";

/** A piece of an answer: plain text, or a `[P1]` marker with the citation it names (null until it has arrived). */
export type AnswerPiece =
  | { kind: "text"; text: string }
  | { kind: "cite"; label: string; number: number; citation: CoachCitation | null };

const marker = /\[(P\d+)\]/g;

/**
 * Cuts an answer's text at its `[P1]` markers. The stream sends the citations after the text, so a marker may
 * have no citation yet; `number` is its place among the answer's distinct labels (1, 2, …), what the learner
 * reads instead of the label.
 */
export function answerPieces(text: string, citations: readonly CoachCitation[]): AnswerPiece[] {
  const pieces: AnswerPiece[] = [];
  const numbers = new Map<string, number>();
  let at = 0;
  for (const m of text.matchAll(marker)) {
    if (m.index > at) pieces.push({ kind: "text", text: text.slice(at, m.index) });
    const label = m[1]!;
    if (!numbers.has(label)) numbers.set(label, numbers.size + 1);
    pieces.push({
      kind: "cite",
      label,
      number: numbers.get(label)!,
      citation: citations.find((c) => c.label === label) ?? null,
    });
    at = m.index + m[0].length;
  }
  if (at < text.length) pieces.push({ kind: "text", text: text.slice(at) });
  return pieces;
}

/** A line of an answer; `quote` when it is a quoted passage (the offline coach writes those as `> …`). */
export interface AnswerLine {
  quote: boolean;
  pieces: AnswerPiece[];
}

/**
 * The answer cut into lines (the coach writes one quoted passage or sentence a line), the markers numbered over
 * the whole answer. An empty line stays, as the break between two parts of the answer.
 */
export function answerLines(text: string, citations: readonly CoachCitation[]): AnswerLine[] {
  const lines: AnswerLine[] = [{ quote: false, pieces: [] }];
  for (const piece of answerPieces(text, citations)) {
    if (piece.kind === "cite") {
      lines[lines.length - 1]!.pieces.push(piece);
      continue;
    }
    piece.text.split("\n").forEach((part, i) => {
      if (i > 0) lines.push({ quote: false, pieces: [] });
      if (part) lines[lines.length - 1]!.pieces.push({ kind: "text", text: part });
    });
  }
  for (const line of lines) {
    const first = line.pieces[0];
    if (first?.kind === "text" && /^>\s?/.test(first.text)) {
      line.quote = true;
      first.text = first.text.replace(/^>\s?/, "");
    }
  }
  return lines;
}

/** The lesson page at the cited paragraph (the lesson text gives paragraph N the anchor `p-N`). */
export function citationHref(lessonPath: string, citation: Pick<CoachCitation, "paragraph">): string {
  return `${lessonPath}#p-${citation.paragraph}`;
}

/** The API's error body (`{ message }`) that the chat transport hands over as the error's text, or null. */
export function errorMessageOf(error: Error | undefined): string | null {
  if (!error) return null;
  try {
    const body: unknown = JSON.parse(error.message);
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string")
      return body.message || null;
  } catch {
    // not the API's JSON: a network failure, whose text is not for the learner
  }
  return null;
}

"use client";

import type { CoachCitation } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import type { UIMessage } from "ai";
import { Info, SearchX } from "lucide-react";
import Link from "next/link";
import { learnPaths } from "../learning/paths";
import { answerLines, answerPieces, citationHref, type AnswerPiece } from "./coach-text";

/**
 * The coach's messages as the API streams them (@gk/ai `CoachUIMessage`): the fallback note (`data-note`), the
 * text with `[P1]` markers, then the citations (`data-citations`) and the outcome (`data-outcome`).
 */
export type CoachUIMessage = UIMessage<
  never,
  {
    note: { reason: string; note: string };
    citations: CoachCitation[];
    outcome: "answered" | "not-in-course" | "refused";
  }
>;

const link =
  "rounded-sm font-semibold text-brand-ink underline underline-offset-2 outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink";

/** One turn: the learner's question, or the coach's answer with its note, its cited passages and its sources. */
export function CoachMessageItem({ message, courseSlug }: { message: CoachUIMessage; courseSlug: string }) {
  const t = useTranslations("course");
  const text = message.parts.map((p) => (p.type === "text" ? p.text : "")).join("");
  if (message.role === "user")
    return (
      <li className="ms-8 rounded-lg bg-brand-soft px-3 py-2 text-ink" data-role="user">
        <span className="sr-only">{t("coach.you")}: </span>
        <span className="whitespace-pre-line">{text}</span>
      </li>
    );

  let note: string | null = null;
  let citations: CoachCitation[] = [];
  let outcome: string | null = null;
  for (const p of message.parts) {
    if (p.type === "data-note") note = p.data.note;
    else if (p.type === "data-citations") citations = p.data;
    else if (p.type === "data-outcome") outcome = p.data;
  }
  const pieces = answerPieces(text, citations);
  const href = (c: CoachCitation) => citationHref(learnPaths.lesson(c.locale, courseSlug, c.lessonId), c);
  const label = (c: CoachCitation, number: number) =>
    t("coach.source", { number, lesson: c.lessonTitle, paragraph: c.paragraph + 1 });
  // the sources in the order the answer first names them, each once, then any it cites without a marker
  const listed = new Map<string, { number: number; citation: CoachCitation }>();
  for (const p of pieces)
    if (p.kind === "cite" && p.citation && !listed.has(p.label))
      listed.set(p.label, { number: p.number, citation: p.citation });
  const named = new Set(pieces.flatMap((p) => (p.kind === "cite" ? [p.label] : [])));
  for (const c of citations)
    if (!named.has(c.label) && !listed.has(c.label))
      listed.set(c.label, { number: named.size + listed.size + 1, citation: c });

  return (
    <li className="me-4 space-y-2 rounded-lg border border-line bg-surface px-3 py-2" data-role="assistant">
      <span className="sr-only">{t("coach.coach")}: </span>
      {note ? (
        <p className="flex items-start gap-2 rounded-md bg-surface-muted px-2 py-1 text-sm text-ink-muted">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">{t("coach.note")}: </span>
            {note}
          </span>
        </p>
      ) : null}
      {outcome === "not-in-course" ? (
        <p className="flex items-center gap-1 text-sm font-semibold text-info-ink">
          <SearchX aria-hidden className="size-4" />
          {t("coach.notInCourse")}
        </p>
      ) : null}
      <div className="text-ink">
        {answerLines(text, citations).map((line, i) =>
          line.pieces.length === 0 ? (
            <span key={i} aria-hidden className="block h-2" />
          ) : line.quote ? (
            <blockquote key={i} className="my-1 border-s-4 border-brand-soft ps-3 italic">
              <Pieces pieces={line.pieces} href={href} label={label} />
            </blockquote>
          ) : (
            <p key={i}>
              <Pieces pieces={line.pieces} href={href} label={label} />
            </p>
          ),
        )}
      </div>
      {listed.size > 0 ? (
        <div className="space-y-1 border-t border-line pt-2 text-sm">
          <p className="font-semibold text-ink">{t("coach.sources")}</p>
          <ol className="space-y-1">
            {[...listed].map(([key, s]) => (
              <li key={key}>
                <Link href={href(s.citation)} className={link} data-testid="coach-source">
                  {label(s.citation, s.number)}
                </Link>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </li>
  );
}

/** A line's text and its markers: a marker whose citation has arrived links to the cited paragraph. */
function Pieces({
  pieces,
  href,
  label,
}: {
  pieces: AnswerPiece[];
  href: (c: CoachCitation) => string;
  label: (c: CoachCitation, number: number) => string;
}) {
  return pieces.map((p, i) =>
    p.kind === "text" ? (
      <span key={i}>{p.text}</span>
    ) : p.citation ? (
      <Link key={i} href={href(p.citation)} className={link} aria-label={label(p.citation, p.number)}>
        [{p.number}]
      </Link>
    ) : (
      <span key={i} className="text-ink-muted">
        [{p.number}]
      </span>
    ),
  );
}

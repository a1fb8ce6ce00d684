"use client";

import { Star } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { cn } from "./lib/cn";
import { focusRing } from "./lib/styles";

/** The five rating levels, worst first: poor, needs improvement, good, excellent, extraordinary. */
export type RatingLabels = readonly [string, string, string, string, string];

export interface RatingInputProps {
  /** Name of the group, e.g. "Nilai kursus ini" / "Rate this course". */
  label: string;
  /** Translated level names, worst first. */
  levels: RatingLabels;
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number) => void;
  /** Also submitted with a native form when set. */
  name?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A radio group of five stars with a roving tab stop: Tab enters at the chosen star, the arrow keys
 * move and choose, Home/End jump to the ends, and digits 1–5 choose directly. The chosen level's
 * label is shown beside the stars.
 */
export function RatingInput({
  label,
  levels,
  value,
  defaultValue = null,
  onChange,
  name,
  disabled,
  className,
}: RatingInputProps) {
  const [inner, setInner] = useState<number | null>(defaultValue);
  const [hover, setHover] = useState<number | null>(null);
  const current = value !== undefined ? value : inner;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (next: number, focus = false) => {
    const clamped = Math.min(5, Math.max(1, next));
    if (value === undefined) setInner(clamped);
    onChange?.(clamped);
    if (focus) refs.current[clamped - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const base = current ?? 0;
    const moves: Record<string, number> = {
      ArrowRight: base + 1,
      ArrowUp: base + 1,
      ArrowLeft: base - 1,
      ArrowDown: base - 1,
      Home: 1,
      End: 5,
    };
    const digit = /^[1-5]$/.test(event.key) ? Number(event.key) : undefined;
    const target = moves[event.key] ?? digit;
    if (target === undefined) return;
    event.preventDefault();
    choose(target, true);
  };

  const shown = hover ?? current;
  const tabStop = current ?? 1;
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1", className)}>
      <div
        role="radiogroup"
        aria-label={label}
        aria-disabled={disabled || undefined}
        className="flex"
        onMouseLeave={() => setHover(null)}
      >
        {levels.map((levelLabel, i) => {
          const level = i + 1;
          const filled = shown !== null && level <= shown;
          return (
            <button
              key={level}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={current === level}
              aria-label={levelLabel}
              tabIndex={level === tabStop ? 0 : -1}
              disabled={disabled}
              onClick={() => choose(level)}
              onMouseEnter={() => setHover(level)}
              onKeyDown={onKeyDown}
              className={cn(
                "flex size-11 items-center justify-center rounded-lg disabled:opacity-60",
                focusRing,
              )}
            >
              <Star
                aria-hidden
                className={cn("size-7 transition-colors", filled ? "text-amber-500" : "text-line")}
                fill="currentColor"
                strokeWidth={filled ? 0 : 1.5}
                stroke="var(--color-ink-muted)"
              />
            </button>
          );
        })}
      </div>
      <span aria-live="polite" className="min-h-6 text-base font-medium text-ink">
        {shown !== null ? levels[shown - 1] : ""}
      </span>
      {name ? <input type="hidden" name={name} value={current ?? ""} /> : null}
    </div>
  );
}

import type { CSSProperties } from "react";
import { cn } from "./lib/cn";

export interface RatingStarsProps {
  /** 0..5; halves and other fractions fill part of a star. */
  value: number;
  /** What a screen reader hears instead of five pictures, e.g. "Rating 4,6 dari 5". */
  label: string;
  size?: "sm" | "md";
  className?: string;
}

/** Star size and gap in px per size (the row masks in ./styles.css are drawn for exactly these). */
const ROW = {
  sm: { star: 16, gap: 2, mask: "gk-stars-sm", box: "h-4 w-[88px]" },
  md: { star: 24, gap: 2, mask: "gk-stars-md", box: "h-6 w-[128px]" },
} as const;

/**
 * Read-only stars. RatingInput (./rating-input) is the editable one. The five stars are one element: the row
 * mask of ./styles.css (`gk-stars-*`) cuts the stars out of a background that is amber up to the value and
 * grey after it (`gk-stars-fill`), so a 4.5 is four and a half amber stars. Lists of cards render hundreds of
 * these on the server; as SVG they were 25 nodes per row, as a grey row under a cut amber row still four.
 */
export function RatingStars({ value, label, size = "sm", className }: RatingStarsProps) {
  const clamped = Math.min(5, Math.max(0, value));
  const row = ROW[size];
  const whole = Math.floor(clamped);
  const filled = whole * (row.star + row.gap) + (clamped - whole) * row.star;
  return (
    <span
      role="img"
      aria-label={label}
      className={cn("inline-block shrink-0 gk-stars-fill", row.mask, row.box, className)}
      style={{ "--gk-stars-filled": `${filled}px` } as CSSProperties}
    />
  );
}

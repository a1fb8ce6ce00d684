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
 * Read-only stars. RatingInput (./rating-input) is the editable one. The five stars are one grey row and, over
 * it, the amber row cut at the value: whole stars up to the value, then the fraction of the next one (a 4.5 is
 * four and a half stars). Lists of cards render hundreds of these on the server, so they are three elements
 * drawn by the `gk-stars-*` masks of ./styles.css (imported by the app and Storybook), not 25 SVG nodes.
 */
export function RatingStars({ value, label, size = "sm", className }: RatingStarsProps) {
  const clamped = Math.min(5, Math.max(0, value));
  const row = ROW[size];
  const whole = Math.floor(clamped);
  const filled = whole * (row.star + row.gap) + (clamped - whole) * row.star;
  return (
    <span role="img" aria-label={label} className={cn("relative inline-block shrink-0", row.box, className)}>
      <span aria-hidden className={cn("absolute inset-0 text-line", row.mask)} />
      <span
        aria-hidden
        className="absolute inset-y-0 left-0 overflow-hidden"
        style={{ width: `${filled}px` }}
      >
        <span className={cn("block text-amber-500", row.mask, row.box)} />
      </span>
    </span>
  );
}

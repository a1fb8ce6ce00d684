import { cn } from "./lib/cn";

export interface RatingStarsProps {
  /** 0..5; halves and other fractions fill part of a star. */
  value: number;
  /** What a screen reader hears instead of five pictures, e.g. "Rating 4,6 dari 5". */
  label: string;
  size?: "sm" | "md";
  className?: string;
}

/**
 * Read-only stars. RatingInput (./rating-input) is the editable one. Each star is lucide's star drawn by the
 * `gk-star` mask (./styles.css, imported by the app and Storybook): a list of cards renders hundreds of these
 * on the server, and empty elements keep that HTML small.
 */
export function RatingStars({ value, label, size = "sm", className }: RatingStarsProps) {
  const clamped = Math.min(5, Math.max(0, value));
  const iconClass = size === "sm" ? "size-4" : "size-6";
  return (
    <span role="img" aria-label={label} className={cn("inline-flex items-center gap-0.5", className)}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.min(1, Math.max(0, clamped - i));
        return (
          <span key={i} aria-hidden className={cn("relative inline-block", iconClass)} data-star>
            <span className={cn("gk-star absolute inset-0 text-line", iconClass)} />
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <span className={cn("gk-star block text-amber-500", iconClass)} />
            </span>
          </span>
        );
      })}
    </span>
  );
}

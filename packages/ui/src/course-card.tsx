import type { ElementType, ReactNode } from "react";
import { abbreviate } from "@gk/i18n/numbers";
import { Badge } from "./badge";
import { cn } from "./lib/cn";
import { coverBackground } from "./course-cover";
import { RatingStars } from "./rating-stars";

/**
 * The card's icons are the `gk-icon-*` masks of ./styles.css: one empty element each, where an inline SVG was
 * up to five, in every card of a list (and again in the page's React payload).
 */
const ICONS = { award: "gk-icon-award", users: "gk-icon-users" } as const;
const icon = (name: keyof typeof ICONS, size: string) => (
  // whole class names, so Tailwind finds the utilities in this file
  <span aria-hidden className={`inline-block shrink-0 gk-icon ${ICONS[name]} ${size}`} />
);

export interface CourseCardProps {
  href: string;
  title: string;
  institution: string;
  category?: string;
  imageUrl?: string;
  /** Without a picture: a cover painted in this hue (CSS only, no request; see course-cover.ts). */
  coverHue?: number;
  /** Usually empty: the title next to the picture already says what it is. */
  imageAlt?: string;
  rating?: number;
  /** Screen-reader text of the stars, e.g. "Rating 4,6 dari 5". */
  ratingLabel?: string;
  /** Shown in the short form of `abbreviate()` (`@gk/i18n/numbers`): 12,345 → "12.3k". */
  learnerCount?: number;
  /** The noun after the count, e.g. "peserta" / "learners". */
  learnersLabel: string;
  /** A price formatted with `rupiah()` of `@gk/i18n/numbers`, e.g. "Rp149,000"; null or omitted means free. */
  price?: string | null;
  /** "Gratis" / "Free". */
  freeLabel: string;
  certificate?: boolean;
  /** "Sertifikat" / "Certificate". */
  certificateLabel?: string;
  /** The app's link component (next/link); a plain <a> by default. */
  linkAs?: ElementType;
  /** Extra content at the bottom, e.g. a progress bar on "continue your course". */
  footer?: ReactNode;
  /** Load the picture at once (first cards above the fold); lazy otherwise. */
  priority?: boolean;
  className?: string;
}

/**
 * A course in a list. The whole card is one link (the title's, stretched), so it is one tab stop and
 * one big touch target. The picture has a fixed 16:9 box so the list never shifts while it loads.
 */
export function CourseCard({
  href,
  title,
  institution,
  category,
  imageUrl,
  coverHue,
  imageAlt = "",
  rating,
  ratingLabel,
  learnerCount,
  learnersLabel,
  price,
  freeLabel,
  certificate,
  certificateLabel,
  linkAs: Link = "a",
  footer,
  priority,
  className,
}: CourseCardProps) {
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface text-ink transition-shadow",
        "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-ink hover:shadow-md",
        className,
      )}
    >
      <div className="relative aspect-video w-full overflow-hidden bg-surface-muted">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={imageAlt}
            width={640}
            height={360}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            fetchPriority={priority ? "high" : "auto"}
            className="size-full object-cover"
          />
        ) : coverHue !== undefined ? (
          <div aria-hidden className="size-full" style={{ backgroundImage: coverBackground(coverHue) }} />
        ) : null}
        {certificate && certificateLabel ? (
          <Badge tone="cover" className="absolute top-2 left-2">
            {icon("award", "size-3.5")}
            {certificateLabel}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        {category ? (
          <p className="text-xs font-semibold tracking-wide text-brand-ink uppercase">{category}</p>
        ) : null}
        <h3 className="line-clamp-2 text-base leading-snug font-bold">
          <Link href={href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {title}
          </Link>
        </h3>
        <p className="line-clamp-1 text-sm text-ink-muted">{institution}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          {rating !== undefined ? (
            <span className="inline-flex items-center gap-1">
              <span className="font-semibold text-ink" aria-hidden>
                {rating.toFixed(1)}
              </span>
              <RatingStars value={rating} label={ratingLabel ?? rating.toFixed(1)} />
            </span>
          ) : null}
          {learnerCount !== undefined ? (
            <span className="inline-flex items-center gap-1">
              {icon("users", "size-4")}
              {abbreviate(learnerCount)} {learnersLabel}
            </span>
          ) : null}
        </div>
        <p className={cn("mt-auto pt-1 text-base font-bold", price ? "text-ink" : "text-success-ink")}>
          {price || freeLabel}
        </p>
        {footer}
      </div>
    </article>
  );
}

import type { CourseCard, Locale } from "@gk/contracts";
import { rupiah } from "@gk/i18n/numbers";
import { cardCount, cardRating, cardText, type CourseSearchDocument } from "@gk/search";
import type { CourseCardProps } from "@gk/ui/course-card";
import { localePath } from "./paths";
import { categoryHue } from "./course-cover";

/**
 * A course as a card, from either of the web's two sources: an API listing item (already a CourseCard) or a
 * search hit (the browser's search). Both end in `cardProps`, and the rounding and language rules are
 * @gk/search's, the ones the API applies to its items, so one course reads the same in both lists.
 */

/** The card's words, from next-intl's course messages; `ratingOf` is the raw template with `{rating}`. */
export interface CardLabels {
  ratingOf: string;
  learnersWord: string;
  free: string;
  certificateBadge: string;
}

/** Fills `{name}` placeholders of a message template (the browser gets raw templates from the server). */
export const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));

/** One course document as the search nodes return it: the fields a card needs. */
export type CourseHit = Omit<
  CourseSearchDocument,
  "description_id" | "description_en" | "skills" | "tags"
> & { tags?: string[] };

const LEVELS = ["beginner", "intermediate", "advanced"] as const;

/**
 * A search hit as the card the API would send for it. The index holds no enrolment window nor the viewer's
 * mandatory marks, so those read as "none" (the API's scoped key already limits hits to the visible catalogue).
 */
export function hitToCard(hit: CourseHit, locale: Locale): CourseCard {
  return {
    id: hit.id,
    slug: hit.slug,
    name: cardText(locale, hit.name_id, hit.name_en),
    category: { slug: hit.category, name: cardText(locale, hit.category_name_id, hit.category_name_en) },
    institution: {
      slug: hit.institution,
      name: cardText(locale, hit.institution_name_id, hit.institution_name_en),
    },
    level: (LEVELS as readonly string[]).includes(hit.level)
      ? (hit.level as CourseCard["level"])
      : "beginner",
    durationMinutes: cardCount(hit.duration_minutes),
    priceRupiah: hit.price_rupiah,
    certificateOffered: hit.certificate,
    ratingAverage: cardRating(hit.rating),
    ratingCount: cardCount(hit.rating_count),
    popularity: cardCount(hit.popularity),
    releasedAt: new Date(hit.release_date * 1000).toISOString(),
    lessonCount: cardCount(hit.lesson_count),
    enrolmentClosesAt: null,
    tags: hit.tags ?? [],
    mandatory: false,
  };
}

/** What a card shows of a course: everything but the link component, the footer and the loading priority. */
export type CardProps = Omit<CourseCardProps, "linkAs" | "footer" | "priority" | "className">;

/**
 * The card of a course. A rating shows only once someone has rated (no "0.0" stars on a new course); the
 * rating and learner count go through the card rules again, so an item from an older API reads the same too.
 */
export function cardProps(c: CourseCard, locale: Locale, l: CardLabels): CardProps {
  const rating = cardRating(c.ratingAverage);
  return {
    href: localePath(locale, `/course/${c.slug}`),
    title: c.name,
    institution: c.institution.name,
    category: c.category.name,
    coverHue: categoryHue(c.category.slug),
    rating: cardCount(c.ratingCount) > 0 ? rating : undefined,
    ratingLabel: fill(l.ratingOf, { rating: rating.toFixed(1) }),
    learnerCount: cardCount(c.popularity),
    learnersLabel: l.learnersWord,
    price: c.priceRupiah > 0 ? rupiah(c.priceRupiah) : null,
    freeLabel: l.free,
    certificate: c.certificateOffered,
    certificateLabel: l.certificateBadge,
  };
}

/** The card of an API listing item. */
export const cardFromListing = (item: CourseCard, locale: Locale, l: CardLabels): CardProps =>
  cardProps(item, locale, l);

/** The card of a search hit. */
export const cardFromHit = (hit: CourseHit, locale: Locale, l: CardLabels): CardProps =>
  cardProps(hitToCard(hit, locale), locale, l);

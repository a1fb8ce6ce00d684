import type { CourseCard } from "@gk/contracts";
import { describe, expect, it } from "vitest";
import { cardFromHit, cardFromListing, hitToCard, type CardLabels, type CourseHit } from "./course-card";

const labels: CardLabels = {
  ratingOf: "Rated {rating} out of 5",
  learnersWord: "learners",
  free: "Free",
  certificateBadge: "Certificate",
};

/**
 * One course as the two sources give it. In the database: rating 4.5612 over 12 ratings, no English
 * institution name. The API sends it rounded to one decimal with the Indonesian name in its place; the search
 * index held it with two decimals before (4.56) and holds it as the card shows it now (4.6).
 */
const listing: CourseCard = {
  id: "c1",
  slug: "memimpin-tim",
  name: "Leading Teams",
  tags: ["bestseller"],
  category: { slug: "leadership-management", name: "Leadership" },
  institution: { slug: "ugm", name: "Universitas Gadjah Mada" },
  level: "intermediate",
  durationMinutes: 95,
  priceRupiah: 150000,
  certificateOffered: true,
  ratingAverage: 4.6,
  ratingCount: 12,
  popularity: 1234,
  releasedAt: new Date(1_790_000_000_000).toISOString(),
  lessonCount: 8,
  enrolmentClosesAt: null,
  mandatory: false,
};
const hit = (rating: number): CourseHit => ({
  id: "c1",
  slug: "memimpin-tim",
  name_id: "Memimpin Tim",
  name_en: "Leading Teams",
  tags: ["bestseller"],
  category: "leadership-management",
  category_name_id: "Kepemimpinan",
  category_name_en: "Leadership",
  institution: "ugm",
  institution_name_id: "Universitas Gadjah Mada",
  institution_name_en: "",
  level: "intermediate",
  price_rupiah: 150000,
  certificate: true,
  rating,
  rating_count: 12,
  popularity: 1234,
  release_date: 1_790_000_000,
  lesson_count: 8,
  duration_minutes: 95,
});

describe("a course as a card, from either source", () => {
  it("gives identical card props from an API listing item and from a search hit", () => {
    const fromApi = cardFromListing(listing, "en", labels);
    expect(cardFromHit(hit(4.6), "en", labels)).toEqual(fromApi);
    // an index written before the card rules (two decimals) still reads like the API
    expect(cardFromHit(hit(4.56), "en", labels)).toEqual(fromApi);
    expect(fromApi).toMatchObject({
      title: "Leading Teams",
      institution: "Universitas Gadjah Mada",
      rating: 4.6,
      ratingLabel: "Rated 4.6 out of 5",
      learnerCount: 1234,
      href: "/en/course/memimpin-tim",
    });
  });
  it("maps a hit to the API's card: names in the locale with the Indonesian fallback, times, levels", () => {
    expect(hitToCard(hit(4.6), "en")).toEqual(listing);
    const id = hitToCard(hit(4.6), "id");
    expect([id.name, id.category.name, id.institution.name]).toEqual([
      "Memimpin Tim",
      "Kepemimpinan",
      "Universitas Gadjah Mada",
    ]);
    expect(hitToCard({ ...hit(4.6), level: "expert" }, "id").level).toBe("beginner");
  });
  it("shows no stars before the first rating, and free for price 0", () => {
    const card = cardFromHit({ ...hit(0), rating_count: 0, price_rupiah: 0 }, "id", labels);
    expect(card.rating).toBeUndefined();
    expect(card.price).toBeNull();
  });
});

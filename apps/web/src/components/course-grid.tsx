import type { CourseCard as Course } from "@gk/contracts";
import { CourseCard } from "@gk/ui/course-card";
import { rupiah } from "@gk/i18n/numbers";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { localePath } from "@/lib/paths";

/**
 * Course cards in a responsive grid (1 column at 360 px, up to 4 on desktop). The first `eager` pictures (the
 * first row of a list at the top of a page) load at once with high priority, so the largest paint is not held
 * back by lazy loading; the rest load lazily.
 */
export async function CourseGrid({ courses, locale, footer, narrow = false, eager = 0 }: { courses: readonly Course[]; locale: "id" | "en"; footer?: (c: Course) => ReactNode; narrow?: boolean; eager?: number }) {
  const t = await getTranslations({ locale, namespace: "course" });
  return (
    <ul className={`grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 ${narrow ? "xl:grid-cols-3" : "lg:grid-cols-4"}`}>
      {courses.map((c, i) => (
        <li key={c.id} className="flex">
          <CourseCard
            className="w-full"
            href={localePath(locale, `/course/${c.slug}`)}
            linkAs={Link}
            title={c.name}
            institution={c.institution.name}
            category={c.category.name}
            imageUrl={`/course-art/${c.category.slug}.svg`}
            rating={c.ratingCount > 0 ? c.ratingAverage : undefined}
            ratingLabel={t("ratingOf", { rating: c.ratingAverage.toFixed(1) })}
            learnerCount={c.popularity}
            learnersLabel={t("learnersWord")}
            price={c.priceRupiah > 0 ? rupiah(c.priceRupiah) : null}
            freeLabel={t("free")}
            certificate={c.certificateOffered}
            certificateLabel={t("certificateBadge")}
            footer={footer?.(c)}
            priority={i < eager}
          />
        </li>
      ))}
    </ul>
  );
}

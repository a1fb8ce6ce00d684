import type { Locale } from "@gk/contracts";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { localePath } from "@/lib/paths";

/** The console's sections; the current one is marked for assistive technology and by its look. */
export async function ConsoleNav({
  locale,
  current,
}: {
  locale: Locale;
  current: "members" | "import" | "courses";
}) {
  const t = await getTranslations({ locale, namespace: "admin" });
  const items = [
    ["members", "/admin/members"],
    ["import", "/admin/members/import"],
    ["courses", "/admin/courses"],
  ] as const;
  return (
    <nav aria-label={t("nav.label")} className="flex flex-wrap gap-2">
      {items.map(([key, path]) => (
        <Link
          key={key}
          href={localePath(locale, path)}
          aria-current={key === current ? "page" : undefined}
          className={`flex min-h-11 items-center rounded-full border px-4 font-semibold ${
            key === current ? "border-brand bg-brand text-white" : "border-line text-ink"
          }`}
        >
          {t(`nav.${key}`)}
        </Link>
      ))}
    </nav>
  );
}

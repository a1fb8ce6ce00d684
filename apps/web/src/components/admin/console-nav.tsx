import type { Locale } from "@gk/contracts";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { localePath } from "@/lib/paths";

/** Every section of the company admin console, in the order an admin works through them. */
const SECTIONS = [
  ["dashboard", "/admin/reports"],
  ["groups", "/admin/groups"],
  ["members", "/admin/members"],
  ["import", "/admin/members/import"],
  ["courses", "/admin/courses"],
] as const;
export type ConsoleSection = (typeof SECTIONS)[number][0];

/** The console's one navigation; the current section is marked for assistive technology and by its look. */
export async function ConsoleNav({ locale, current }: { locale: Locale; current: ConsoleSection }) {
  const t = await getTranslations({ locale, namespace: "admin" });
  return (
    <nav aria-label={t("nav.label")} className="flex flex-wrap gap-2">
      {SECTIONS.map(([key, path]) => (
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

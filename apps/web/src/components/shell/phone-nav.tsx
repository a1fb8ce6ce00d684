"use client";

import type { Locale } from "@gk/tenancy";
import { BottomNav } from "@gk/ui/bottom-nav";
import { BookOpen, Compass, Home, Search, UserRound } from "lucide-react";
import { IntentLink } from "../intent-link";
import { usePathname } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { localePath, unprefixed } from "@/lib/paths";

/** The phone's bottom navigation for the main sections, within thumb reach; hidden from lg up. */
export function PhoneNav({ locale }: { locale: Locale }) {
  const t = useTranslations("common");
  const { path } = unprefixed(usePathname() ?? "/");
  const item = (href: string, label: string, icon: typeof Home) => ({
    href: localePath(locale, href),
    label,
    icon,
    active: href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`),
  });
  return (
    <BottomNav
      label={t("navLabel")}
      linkAs={IntentLink}
      items={[
        item("/", t("nav.home"), Home),
        item("/search", t("nav.search"), Search),
        item("/explore", t("nav.explore"), Compass),
        item("/my-class", t("nav.myLearning"), BookOpen),
        item("/profile", t("nav.myAccount"), UserRound),
      ]}
    />
  );
}

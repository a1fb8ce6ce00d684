import type { Locale } from "@gk/tenancy";
import { getTranslations } from "next-intl/server";
import { localePath } from "@/lib/paths";
import { PhoneNavLinks } from "./phone-nav-links";
import { NAV_ICONS } from "./shell-icons";

/** The phone's bottom navigation for the main sections, within thumb reach; hidden from lg up. */
export async function PhoneNav({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "common" });
  const item = (section: string, label: string, icon: keyof typeof NAV_ICONS) => ({
    section,
    href: localePath(locale, section),
    label,
    icon: NAV_ICONS[icon],
  });
  return (
    <PhoneNavLinks
      label={t("navLabel")}
      items={[
        item("/", t("nav.home"), "home"),
        item("/search", t("nav.search"), "search"),
        item("/explore", t("nav.explore"), "explore"),
        item("/my-class", t("nav.myLearning"), "myLearning"),
        item("/profile", t("nav.myAccount"), "account"),
      ]}
    />
  );
}

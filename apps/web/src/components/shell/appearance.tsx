import type { Locale } from "@gk/tenancy";
import { ThemeToggle } from "@gk/ui/theme-toggle";
import { getTranslations } from "next-intl/server";
import { THEME_ICONS } from "./shell-icons";

/** The appearance setting: light, dark or follow the system; stored on the device. */
export async function Appearance({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <div>
      <p className="mb-1 text-sm font-semibold text-ink-muted">{t("appearance.title")}</p>
      <ThemeToggle
        label={t("appearance.title")}
        optionLabels={{
          light: t("appearance.light"),
          dark: t("appearance.dark"),
          system: t("appearance.system"),
        }}
        icons={THEME_ICONS}
      />
    </div>
  );
}

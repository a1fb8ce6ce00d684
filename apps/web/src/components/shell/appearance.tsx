"use client";

import { ThemeToggle } from "@gk/ui/theme-toggle";
import { useTranslations } from "@gk/i18n/client";

/** The appearance setting: light, dark or follow the system; stored on the device. */
export function Appearance() {
  const t = useTranslations("common");
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
      />
    </div>
  );
}

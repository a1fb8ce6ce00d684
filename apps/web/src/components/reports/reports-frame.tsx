import type { Locale } from "@gk/contracts";
import { MessagesProvider } from "@gk/i18n/client";
import { pickNamespaces } from "@gk/i18n/messages";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { serverApi } from "@/lib/api.server";
import { ConsoleNav } from "../admin/console-nav";

/**
 * The frame of the reports pages of the company admin console: only a company's admins see them (anyone else
 * gets the not-found page; the API refuses them anyway), with the console's sections and the words the
 * browser needs.
 */
export async function ReportsFrame({
  locale,
  current,
  title,
  children,
}: {
  locale: Locale;
  current: "dashboard" | "groups";
  title: string;
  children: ReactNode;
}) {
  let admin: boolean;
  try {
    const { data } = await (await serverApi(locale)).request("profile", {});
    admin = data.user.role === "admin" && data.user.organisation?.kind === "company";
  } catch {
    admin = false;
  }
  if (!admin) notFound();
  const t = await getTranslations({ locale, namespace: "reports" });
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <p className="text-sm font-semibold text-brand-ink">{t("consoleTitle")}</p>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <ConsoleNav locale={locale} current={current} />
      <MessagesProvider locale={locale} messages={pickNamespaces(locale, ["common", "errors", "reports"])}>
        {children}
      </MessagesProvider>
    </main>
  );
}

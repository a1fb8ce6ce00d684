import type { Locale } from "@gk/contracts";
import { MessagesProvider } from "@gk/i18n/client";
import { pickNamespaces } from "@gk/i18n/messages";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { serverApi } from "@/lib/api.server";
import { ConsoleNav } from "./console-nav";

/** Whether the signed-in account is an admin of a company (the API refuses everyone else anyway). */
export async function isCompanyAdmin(locale: Locale): Promise<boolean> {
  try {
    const { data } = await (await serverApi(locale)).request("profile", {});
    return data.user.role === "admin" && data.user.organisation?.kind === "company";
  } catch {
    return false;
  }
}

/**
 * The frame of every console page: only a company's admins see it (anyone else gets the not-found page, so
 * the console's existence is not advertised), with the console's sections and its words for the browser.
 */
export async function AdminPage({
  locale,
  current,
  title,
  children,
}: {
  locale: Locale;
  current: "members" | "import" | "courses";
  title: string;
  children: ReactNode;
}) {
  if (!(await isCompanyAdmin(locale))) notFound();
  const t = await getTranslations({ locale, namespace: "admin" });
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <p className="text-sm font-semibold text-brand-ink">{t("title")}</p>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <ConsoleNav locale={locale} current={current} />
      <MessagesProvider locale={locale} messages={pickNamespaces(locale, ["common", "errors", "admin"])}>
        {children}
      </MessagesProvider>
    </main>
  );
}

import type { Locale, Site } from "@gk/tenancy";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { localePath } from "@/lib/paths";

type Kind = "terms" | "privacy";

/** The sections of each page, in order; each key has a `<key>Title` heading and a `<key>` text. */
const SECTIONS: Record<Kind, string[]> = {
  terms: ["account", "use", "content", "certificates", "changes"],
  privacy: ["use", "who", "keep", "delete", "download", "rights"],
};

/** What the privacy page lists under "what we collect". */
const COLLECTED = ["account", "progress", "analytics", "errors"] as const;

/**
 * The terms of use or the privacy policy of one site: the site's name and address come from its
 * tenant.json metadata, the texts from the legal messages (server only) in the page's language.
 */
export async function LegalPage({ kind, site, locale }: { kind: Kind; site: Site; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "legal" });
  // The keys are built from the page kind and section name; every one exists in both languages.
  const key = (k: string) => k as Parameters<typeof t>[0];
  const name = site.metadata.appTitle;
  const values = { site: name, url: site.metadata.url };
  const link = (path: string) => (chunks: ReactNode) => (
    <Link href={localePath(locale, path)} className="font-semibold text-brand-ink underline">
      {chunks}
    </Link>
  );
  const text = (section: string) =>
    t.rich(key(`${kind}.${section}`), {
      ...values,
      link: link(
        section === "delete" ? "/delete-account" : section === "download" ? "/profile" : "/feedback",
      ),
    });
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 leading-relaxed text-ink">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold">{t(key(`${kind}.title`))}</h1>
        <p className="text-ink-muted">{t("operatedBy", values)}</p>
        <p>{t(key(`${kind}.intro`), values)}</p>
      </header>
      {kind === "privacy" ? (
        <section className="space-y-2" aria-labelledby="legal-collected">
          <h2 id="legal-collected" className="text-xl font-bold">
            {t("privacy.collectedTitle")}
          </h2>
          <ul className="list-disc space-y-2 pl-6">
            {COLLECTED.map((item) => (
              <li key={item}>{t(`privacy.${item}`)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {SECTIONS[kind].map((section) => (
        <section key={section} className="space-y-2" aria-labelledby={`legal-${section}`}>
          <h2 id={`legal-${section}`} className="text-xl font-bold">
            {t(key(`${kind}.${section}Title`))}
          </h2>
          <p>{text(section)}</p>
        </section>
      ))}
      <p className="text-ink-muted">{t.rich("contact", { link: link("/feedback") })}</p>
    </main>
  );
}

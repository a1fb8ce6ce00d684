import { siteFromParams, type SiteParams } from "@/lib/site";

/** Home (§2). The sections of the home page arrive with web part 1; this shows the site it was served for. */
export default async function HomePage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await siteFromParams(params);
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-4 px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">{site.theme.logoText}</p>
      <h1 className="text-3xl font-bold text-ink">{site.metadata.title[locale]}</h1>
      <p className="text-lg text-ink-muted">{site.metadata.description[locale]}</p>
    </main>
  );
}

import type { Locale } from "@gk/tenancy";
import { isApiError } from "@gk/api-client";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams> };

/** The published posts, newest first; a site whose blog is switched off answers 404, as the API does. */
const loadPosts = cache(async (locale: Locale) => {
  const api = await serverApi(locale);
  try {
    return (await api.request("blogPosts", {})).data.items;
  } catch (err) {
    if (isApiError(err) && err.status === 404) notFound();
    throw err;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await siteFromParams(params);
  if (!site.features.blog) return {};
  const t = await getTranslations({ locale, namespace: "common" });
  return { title: t("blog.title"), description: t("blog.intro", { site: site.metadata.appTitle }) };
}

/** The blog index (/blog): every published post with its excerpt, author and date. */
export default async function BlogIndexPage({ params }: Props) {
  const { site, locale } = await siteFromParams(params);
  if (!site.features.blog) notFound();
  setRequestLocale(locale);
  const [posts, t, tc] = await Promise.all([
    loadPosts(locale),
    getTranslations({ locale, namespace: "common" }),
    getTranslations({ locale, namespace: "course" }),
  ]);
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-ink">{t("blog.title")}</h1>
        <p className="text-ink-muted">{t("blog.intro", { site: site.metadata.appTitle })}</p>
      </header>
      {posts.length === 0 ? (
        <p className="text-ink-muted">{t("blog.empty")}</p>
      ) : (
        <ul className="space-y-4">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="space-y-2 rounded-xl border border-line bg-surface p-4">
                <h2 className="text-xl font-bold text-ink">
                  <Link
                    href={localePath(locale, `/blog/${post.slug}`)}
                    className="inline-flex min-h-11 items-center text-brand-ink underline-offset-4 hover:underline"
                  >
                    {post.title}
                  </Link>
                </h2>
                <p className="text-sm text-ink-muted">
                  {tc("blogBy", { author: post.author })} ·{" "}
                  <time dateTime={post.publishedAt}>
                    {new Date(post.publishedAt).toLocaleDateString(locale === "id" ? "id-ID" : "en-GB", {
                      dateStyle: "long",
                      timeZone: "Asia/Jakarta",
                    })}
                  </time>
                </p>
                <p className="text-ink">{post.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

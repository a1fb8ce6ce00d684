import type { Locale } from "@gk/tenancy";
import { isApiError } from "@gk/api-client";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { Share2 } from "lucide-react";
import { BusyState } from "@/components/busy-state";
import { ShareButton } from "@/components/course/share-button";
import { serverApi } from "@/lib/api.server";
import { blogPostingJsonLd, jsonLdText } from "@/lib/blog-json-ld";
import { linkReferral, withReferral } from "@/lib/referral-url";
import { viewerReferral } from "@/lib/viewer.server";
import { pageOrigin } from "@/lib/origin.server";
import { localePath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams & { blogSlug: string }> };

const loadPost = cache(async (locale: Locale, slug: string) => {
  const api = await serverApi(locale);
  try {
    return (await api.request("blogPost", { blogSlug: slug })).data;
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 422)) notFound();
    return null;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const post = await loadPost(locale, (await params).blogSlug);
  return post
    ? { title: post.title, description: post.excerpt, openGraph: { type: "article", title: post.title } }
    : {};
}

/** A blog post (/blog/{slug}) with its BlogPosting JSON-LD; its share links carry utm_campaign=blog-share. */
export default async function BlogPage({ params }: Props) {
  const { site, referral, locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { blogSlug } = await params;
  const [post, t, tc, origin, viewer] = await Promise.all([
    loadPost(locale, blogSlug),
    getTranslations({ locale, namespace: "course" }),
    getTranslations({ locale, namespace: "common" }),
    pageOrigin(),
    viewerReferral(locale),
  ]);
  if (!post)
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <BusyState locale={locale} />
      </main>
    );
  const url = origin + localePath(locale, `/blog/${post.slug}`);
  const jsonLd = blogPostingJsonLd(post, { url, siteName: site.metadata.appTitle, locale });
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <article className="space-y-4">
        <h1 className="text-3xl font-extrabold text-ink">{post.title}</h1>
        <p className="text-ink-muted">
          {t("blogBy", { author: post.author })} ·{" "}
          <time dateTime={post.publishedAt}>
            {new Date(post.publishedAt).toLocaleDateString(locale === "id" ? "id-ID" : "en-GB", {
              dateStyle: "long",
              timeZone: "Asia/Jakarta",
            })}
          </time>
        </p>
        <ShareButton
          url={withReferral(url, linkReferral(viewer, referral))}
          text={tc("share.text", { name: post.title })}
          kind="blog"
          icon={<Share2 aria-hidden className="size-5" />}
        />
        <div className="space-y-4 text-lg leading-relaxed whitespace-pre-line text-ink">{post.body}</div>
      </article>
    </main>
  );
}

import type { Locale } from "@gk/tenancy";

export interface BlogPostForJsonLd {
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
}

/**
 * The schema.org `BlogPosting` description of a blog post, so search engines show it as an article with
 * its author and date. `url` is the post's absolute address; the publisher is the site's name.
 */
export function blogPostingJsonLd(
  post: BlogPostForJsonLd,
  { url, siteName, locale }: { url: string; siteName: string; locale: Locale },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    inLanguage: locale === "id" ? "id-ID" : "en",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "Organization", name: siteName },
  };
}

/**
 * JSON text safe to place inside a `<script type="application/ld+json">`: a post's title can hold
 * `</script>`, so every `<`, `>` and `&` is written as a Unicode escape, which JSON reads back unchanged.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

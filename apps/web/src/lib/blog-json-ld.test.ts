import { describe, expect, it } from "vitest";
import { blogPostingJsonLd, jsonLdText } from "./blog-json-ld";

const post = {
  title: "Belajar 15 Menit Sehari",
  excerpt: "Lima belas menit yang konsisten.",
  author: "Tim GuruKita",
  publishedAt: "2026-11-01T00:00:00.000Z",
};

describe("blogPostingJsonLd", () => {
  it("describes the post as a BlogPosting with its headline, author, date and publisher", () => {
    const ld = blogPostingJsonLd(post, {
      url: "https://gurukita.id/blog/belajar",
      siteName: "GuruKita",
      locale: "id",
    });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt,
      inLanguage: "id-ID",
      url: "https://gurukita.id/blog/belajar",
      author: { name: "Tim GuruKita" },
      publisher: { name: "GuruKita" },
    });
  });
});

describe("jsonLdText", () => {
  it("cannot close the script element it sits in, and reads back unchanged", () => {
    const data = { headline: "</script><script>alert(1)</script> & more" };
    const text = jsonLdText(data);
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual(data);
  });
});

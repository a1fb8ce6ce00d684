/**
 * Share links for courses and blog posts. Each target gets the page URL tagged with utm_source=<target>,
 * utm_medium=organic-button and utm_campaign=lms-share (course) or blog-share (blog). The share
 * text (course name or blog title plus the Indonesian invitation) is built by the caller. The LMS link is
 * the one exception: it is copied exactly as given, because a company's Moodle plugin answers it on its own
 * host with the same path and query (and signs them), so it must be the documented link and nothing more.
 */

export type ShareTarget = "whatsapp" | "linkedin" | "twitter" | "facebook" | "copy-link" | "lms-link";
export type ShareKind = "course" | "blog";

export const SHARE_TARGETS: readonly ShareTarget[] = [
  "whatsapp",
  "linkedin",
  "twitter",
  "facebook",
  "copy-link",
  "lms-link",
];

export const UTM_MEDIUM = "organic-button";

export function shareCampaign(kind: ShareKind): "lms-share" | "blog-share" {
  return kind === "blog" ? "blog-share" : "lms-share";
}

/** The url with the three UTM parameters set (replacing any present), other parameters and hash kept. */
export function withUtm(url: string, source: string, kind: ShareKind): string {
  const parsed = new URL(url);
  parsed.searchParams.set("utm_source", source);
  parsed.searchParams.set("utm_medium", UTM_MEDIUM);
  parsed.searchParams.set("utm_campaign", shareCampaign(kind));
  return parsed.toString();
}

export interface ShareInput {
  /** Absolute URL of the course or blog page. */
  url: string;
  text: string;
  kind: ShareKind;
  /** Absolute LMS-integration link (/local/{moodle-path}/index.php?type=course&slug=…); no lms-link without it. */
  lmsUrl?: string;
}

export type ShareLinks = Partial<Record<ShareTarget, string>> &
  Record<Exclude<ShareTarget, "lms-link">, string>;

export function buildShareLinks({ url, text, kind, lmsUrl }: ShareInput): ShareLinks {
  const tagged = (source: ShareTarget) => withUtm(url, source, kind);
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const links: ShareLinks = {
    // WhatsApp has no separate url field: the link goes at the end of the message.
    whatsapp: `https://wa.me/?${query({ text: `${text} ${tagged("whatsapp")}` })}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${query({ url: tagged("linkedin") })}`,
    twitter: `https://twitter.com/intent/tweet?${query({ text, url: tagged("twitter") })}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?${query({ u: tagged("facebook") })}`,
    "copy-link": tagged("copy-link"),
  };
  if (lmsUrl) links["lms-link"] = lmsUrl;
  return links;
}

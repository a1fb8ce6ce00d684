import type { Site } from "@gk/tenancy";

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Initials of the site's logo text, e.g. "Belajar Trenggalek" → "BT". */
export function initials(text: string): string {
  const words = text.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? "GK").slice(0, 2)).toUpperCase();
}

export function siteIconSvg(site: Site, maskable: boolean): string {
  const r = maskable ? 0 : 112;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${r}" fill="${site.theme.primary}"/><text x="256" y="256" dy=".35em" text-anchor="middle" font-family="Plus Jakarta Sans, Arial, sans-serif" font-weight="800" font-size="${maskable ? 170 : 210}" fill="#fff">${escape(initials(site.theme.logoText))}</text></svg>`;
}

export function siteShareImageSvg(site: Site): string {
  const { primary, primarySoft } = site.theme;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="${primarySoft}"/><rect x="0" y="0" width="24" height="630" fill="${primary}"/><text x="96" y="280" font-family="Plus Jakarta Sans, Arial, sans-serif" font-weight="800" font-size="72" fill="${primary}">${escape(site.theme.logoText)}</text><text x="96" y="370" font-family="Plus Jakarta Sans, Arial, sans-serif" font-size="36" fill="#1c1530">${escape(site.metadata.title.id)}</text></svg>`;
}

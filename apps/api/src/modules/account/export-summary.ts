import type { Locale } from "@gk/contracts";
import { t, type MessageKey } from "../../i18n";
import { jakartaDate } from "../../i18n/dates";
import { escapeHtml as escape } from "../mail/templates";
import { EXPORT_KINDS, type ExportKind } from "./export-kinds";

/**
 * The archive's readable page, in the learner's language: who it is about, when it was made, and for each kind
 * of data how many records its JSON file holds and what they are. The JSON files are the complete copy; this
 * page is what a person opens first.
 */
export function exportSummaryHtml(
  data: Record<ExportKind, unknown>,
  meta: { locale: Locale; siteName: string; name: string; createdAt: Date },
): string {
  const { locale } = meta;
  const profile = data.profile as { fullName: string; email: string | null; phone: string | null };
  const when = jakartaDate(locale, meta.createdAt, true);
  const rows = EXPORT_KINDS.map((kind) => {
    const records = Array.isArray(data[kind]) ? (data[kind] as unknown[]).length : 1;
    return `<tr><td><code>${kind}.json</code></td><td>${escape(t(locale, `account.export.kind.${kind}` as MessageKey))}</td><td style="text-align:right">${records}</td></tr>`;
  }).join("\n");
  const fields = [
    [t(locale, "account.export.name"), profile.fullName],
    [t(locale, "account.export.email"), profile.email ?? "—"],
    [t(locale, "account.export.phone"), profile.phone ?? "—"],
  ]
    .map(([k, v]) => `<tr><th style="text-align:left">${escape(k!)}</th><td>${escape(v!)}</td></tr>`)
    .join("\n");
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escape(t(locale, "account.export.title", { site: meta.siteName }))}</title>
<style>body{font-family:sans-serif;color:#1f2937;max-width:48rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.4rem}</style></head>
<body>
<h1>${escape(t(locale, "account.export.title", { site: meta.siteName }))}</h1>
<p>${escape(t(locale, "account.export.intro", { name: meta.name, date: when }))}</p>
<table>${fields}</table>
<h2>${escape(t(locale, "account.export.contents"))}</h2>
<table><thead><tr><th style="text-align:left">${escape(t(locale, "account.export.file"))}</th><th style="text-align:left">${escape(t(locale, "account.export.what"))}</th><th style="text-align:right">${escape(t(locale, "account.export.records"))}</th></tr></thead>
<tbody>${rows}</tbody></table>
<p>${escape(t(locale, "account.export.rights"))}</p>
</body></html>`;
}

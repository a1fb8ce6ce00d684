import { isApiError } from "@gk/api-client";
import { Download, ShieldCheck, ShieldX } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BusyState } from "@/components/busy-state";
import { learnPaths } from "@/components/learning/paths";
import { serverApi } from "@/lib/api.server";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams & { code: string }> };

export const metadata: Metadata = { robots: { index: false } };

/**
 * The public verification page the certificate's QR code points to: no sign-in, the code is what a verifier
 * holds. It shows what the certificate says (the name as printed, course, institution, date) — never any
 * contact data of the holder.
 */
export default async function CertificatePage({ params }: Props) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { code: raw } = await params;
  const code = decodeURIComponent(raw).toUpperCase();
  const t = await getTranslations({ locale, namespace: "learning" });
  const api = await serverApi(locale);
  let cert;
  try {
    cert = (await api.request("certificate", { code })).data;
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 422)) {
      return (
        <main className="mx-auto max-w-2xl px-4 py-10">
          <div className="space-y-3 rounded-card border border-danger p-6 text-center">
            <ShieldX aria-hidden className="mx-auto size-12 text-danger-ink" />
            <h1 className="text-2xl font-extrabold">{t("certificate.notFound")}</h1>
            <p className="font-mono text-ink-muted">{code}</p>
          </div>
        </main>
      );
    }
    return (
      <main className="mx-auto max-w-2xl px-4 py-10">
        <BusyState locale={locale} />
      </main>
    );
  }
  const date = new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
    dateStyle: "long",
    timeZone: "Asia/Jakarta",
  }).format(new Date(cert.issuedAt));
  const rows: [string, string][] = [
    [t("certificate.name"), cert.fullName],
    [t("certificate.course"), cert.course],
    [t("certificate.institution"), cert.institution],
    [t("certificate.issuedAt"), date],
    [t("certificate.code"), cert.code],
  ];
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <div className="space-y-5 rounded-card border border-success p-6" data-testid="certificate-verified">
        <div className="space-y-2 text-center">
          <ShieldCheck aria-hidden className="mx-auto size-12 text-success-ink" />
          <h1 className="text-2xl font-extrabold">{t("certificate.verifiedTitle")}</h1>
          <p className="text-ink-muted">{t("certificate.verifiedBody")}</p>
        </div>
        <dl className="divide-y divide-line rounded-lg border border-line">
          {rows.map(([k, v]) => (
            <div key={k} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm font-semibold text-ink-muted">{k}</dt>
              <dd className="font-semibold text-ink">{v}</dd>
            </div>
          ))}
        </dl>
        <a
          href={learnPaths.certificatePdf(cert.code)}
          download={`${cert.code}.pdf`}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
        >
          <Download aria-hidden className="size-4" />
          {t("certificate.download")}
        </a>
      </div>
    </main>
  );
}

import type { Access } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";
import { Award, Download, PartyPopper, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { RateCourse } from "./rate-course";
import { learnPaths } from "./paths";

/**
 * Course completion: the certificate download when the API issued one; otherwise, only when the course offers a
 * certificate that this learner would get with the upgrade and the site sells it, the way to the upgrade (which
 * issues it at once). Nothing is promised to anyone else. Who gets what is the API's rule (`access`), never
 * re-decided here. Then the rating of the course.
 */
export async function CompletionPanel({
  locale,
  slug,
  certificateCode,
  access,
  certificateOffered,
}: {
  locale: Locale;
  slug: string;
  certificateCode: string | null;
  access: Access;
  certificateOffered: boolean;
}) {
  const upgradeGivesCertificate =
    !certificateCode && certificateOffered && access.level === "preview" && access.upgradePrice !== null;
  const t = await getTranslations({ locale, namespace: "learning" });
  const btn = "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold";
  return (
    <section
      aria-labelledby="course-complete"
      className="space-y-4 rounded-card border border-success bg-surface p-4 sm:p-6"
    >
      <h2 id="course-complete" className="flex items-center gap-2 text-xl font-bold text-ink">
        <PartyPopper aria-hidden className="size-6 text-success-ink" />
        {t("courseComplete.title")}
      </h2>
      <p className="text-ink-muted">{t("courseComplete.body")}</p>
      {certificateCode ? (
        <div className="flex flex-wrap gap-2" data-testid="certificate-actions">
          <a
            href={learnPaths.certificatePdf(certificateCode)}
            download={`${certificateCode}.pdf`}
            className={`${btn} bg-brand text-white hover:bg-brand-strong`}
          >
            <Download aria-hidden className="size-4" />
            {t("certificate.download")}
          </a>
          <Link
            href={learnPaths.certificate(locale, certificateCode)}
            className={`${btn} border border-line-strong text-ink hover:bg-surface-muted`}
          >
            <ShieldCheck aria-hidden className="size-4" />
            {t("certificate.verify")}
          </Link>
        </div>
      ) : upgradeGivesCertificate ? (
        <div className="space-y-2 rounded-lg bg-surface-muted p-4" data-testid="certificate-upgrade">
          <p className="flex items-center gap-2 font-semibold">
            <Award aria-hidden className="size-5" />
            {t("certificate.offerTitle")}
          </p>
          <p className="text-ink-muted">{t("certificate.offerBody")}</p>
          <Link
            href={`${learnPaths.course(locale, slug)}#upgrade`}
            className={`${btn} border border-line-strong text-ink hover:bg-surface-muted`}
          >
            {t("certificate.offerCta")}
          </Link>
        </div>
      ) : null}
      <RateCourse slug={slug} />
    </section>
  );
}

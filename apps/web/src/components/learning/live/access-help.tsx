import { LIVE_JOIN_OPENS_MINUTES } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { LifeBuoy } from "lucide-react";

/** "Can't join?": what usually fixes it, and a way to reach the provider while the class is on. */
export function AccessHelp({ title, contactHref }: { title: string; contactHref: string }) {
  const t = useTranslations("learning");
  return (
    <details className="rounded-card border border-line" data-testid="live-help">
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 font-semibold text-ink">
        <LifeBuoy aria-hidden className="size-5 shrink-0" />
        {title}
      </summary>
      <div className="space-y-3 border-t border-line p-4">
        <ul className="list-disc space-y-1 ps-6 text-ink">
          <li>{t("liveClass.help.tipWait", { minutes: LIVE_JOIN_OPENS_MINUTES })}</li>
          <li>{t("liveClass.help.tipBrowser")}</li>
          <li>{t("liveClass.help.tipDevice")}</li>
          <li>{t("liveClass.help.tipNetwork")}</li>
        </ul>
        <p className="text-ink-muted">{t("liveClass.help.contact")}</p>
        <a
          href={contactHref}
          className="inline-flex min-h-11 items-center rounded-lg border border-line-strong px-4 font-semibold text-ink hover:bg-surface-muted"
        >
          {t("liveClass.help.contactButton")}
        </a>
      </div>
    </details>
  );
}

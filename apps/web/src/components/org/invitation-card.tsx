"use client";

import type { Locale } from "@gk/contracts";
import { Button } from "@gk/ui/button";
import { useTranslations } from "@gk/i18n/client";
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { localePath } from "@/lib/paths";
import { apiErrors } from "../auth/form-errors";
import { useApp } from "../providers";
import { useGk } from "../query-provider";

/**
 * A company's invitation, opened from the mailed link by its signed-in owner (the page is guarded): who
 * invites, as what, until when, and one button that joins and switches to the company account.
 */
export function InvitationCard({ locale, token }: { locale: Locale; token: string }) {
  const t = useTranslations("auth");
  const gk = useGk();
  const { auth } = useApp();
  const invitation = useQuery(gk.invitation.queryOptions({ token }));
  const accept = useMutation({
    ...gk.invitationAccept.mutationOptions(),
    onSuccess: async ({ data }) => {
      await auth.login({
        token: data.token,
        method: "invitation",
        currentPath: localePath(locale, `/invitations/${token}`),
        previousPath: null,
        target: localePath(locale, "/"),
      });
    },
  });

  if (invitation.isPending) return <p className="text-ink-muted">{t("invitation.loading")}</p>;
  if (invitation.isError)
    return (
      <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
        {t("invitation.invalid")}
      </p>
    );
  const { organisation, role, expiresAt } = invitation.data.data;
  const date = new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", { dateStyle: "long" }).format(
    new Date(expiresAt),
  );
  return (
    <div className="space-y-4">
      <p className="text-ink">
        {t("invitation.body", {
          organisation: organisation.name,
          role: role === "admin" ? t("invitation.roleAdmin") : t("invitation.roleLearner"),
        })}
      </p>
      <p className="text-ink-muted">{t("invitation.effect", { organisation: organisation.name })}</p>
      <p className="text-sm text-ink-muted">{t("invitation.validUntil", { date })}</p>
      {accept.isError ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
          {apiErrors(accept.error, t("invitation.invalid")).message}
        </p>
      ) : null}
      <Button block disabled={accept.isPending} onClick={() => accept.mutate({ token })}>
        {t("invitation.accept")}
      </Button>
      <Link
        href={localePath(locale, "/")}
        className="flex min-h-11 items-center justify-center font-semibold text-brand-ink"
      >
        {t("invitation.decline")}
      </Link>
    </div>
  );
}

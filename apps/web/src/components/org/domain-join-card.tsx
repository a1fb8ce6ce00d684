"use client";

import { Button } from "@gk/ui/button";
import { useTranslations } from "@gk/i18n/client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";

/**
 * For a person whose email is at a company's verified domain and who is not its member yet: one button
 * that mails them the joining link (opening it from that mailbox is what makes them a member). Nothing is
 * shown to everyone else.
 */
export function DomainJoinCard() {
  const t = useTranslations("auth");
  const gk = useGk();
  const offer = useQuery(gk.domainOffer.queryOptions({}));
  const join = useMutation(gk.domainJoin.mutationOptions());
  const organisation = offer.data?.data.organisation;
  if (!organisation) return null;
  return (
    <section aria-labelledby="domain-join" className="space-y-3 rounded-card border border-line p-5">
      <h2 id="domain-join" className="text-lg font-bold text-ink">
        {t("domainJoin.title", { organisation: organisation.name })}
      </h2>
      <p className="text-ink-muted">{t("domainJoin.body", { organisation: organisation.name })}</p>
      {join.isSuccess ? (
        <p role="status" className="rounded-lg bg-brand-soft p-3 text-ink">
          {join.data.data.message}
        </p>
      ) : (
        <>
          {join.isError ? (
            <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
              {apiErrors(join.error, t("validation.checkData")).message}
            </p>
          ) : null}
          <Button disabled={join.isPending} onClick={() => join.mutate({})}>
            {t("domainJoin.send")}
          </Button>
        </>
      )}
    </section>
  );
}

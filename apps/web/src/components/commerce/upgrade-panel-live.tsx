"use client";

import type { Access } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { localePath } from "@/lib/paths";
import { apiErrors } from "../auth/form-errors";
import { QueryProvider, useGk } from "../query-provider";
import type { LiveUpgrade, UpgradeForm, UpgradeHandlers, UpgradePanelProps } from "./upgrade-panel";
import { useSession } from "../providers";

/**
 * The course page's access panels' live part, once react-query has loaded (see upgrade-panel.tsx): the
 * viewer's access kept fresh, the promo code's quote and "Pay". These render nothing: they hand their
 * values to the panels, which stay the same elements on screen (focus and the field included).
 */

/**
 * The viewer's access to a course (full or its free preview, whether finishing earns the certificate, the
 * upgrade's price here). The server's answer for this visitor comes in as the first value and is not asked
 * for again while fresh (the client's staleTime); the query waits for the sign-in state, so without a server
 * answer the browser asks as the visitor it turned out to be.
 */
function useAccess(slug: string, initial: Access | null) {
  const gk = useGk();
  const { state } = useSession();
  return useQuery({
    ...gk.courseAccess.queryOptions({ courseSlug: slug }),
    initialData: initial ? { data: initial } : undefined,
    enabled: state === "LOGIN" || state === "NOT_LOGIN",
    select: (answer) => answer.data,
  });
}

export function AccessEngine(props: {
  slug: string;
  initial: Access | null;
  onAccess: (access: Access | null) => void;
}) {
  return (
    <QueryProvider>
      <Access {...props} />
    </QueryProvider>
  );
}

function Access({
  slug,
  initial,
  onAccess,
}: {
  slug: string;
  initial: Access | null;
  onAccess: (a: Access | null) => void;
}) {
  const access = useAccess(slug, initial).data ?? initial;
  useEffect(() => onAccess(access), [access, onAccess]);
  return null;
}

type EngineProps = UpgradePanelProps & {
  form: UpgradeForm;
  handlers: { current: UpgradeHandlers | null };
  onState: (state: LiveUpgrade) => void;
};

export function UpgradeEngine(props: EngineProps) {
  return (
    <QueryProvider>
      <Upgrade {...props} />
    </QueryProvider>
  );
}

/** A fresh random idempotency key: one per "Pay" press, reused when the same press is retried. */
function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

function Upgrade({ locale, slug, initial, form, handlers, onState }: EngineProps) {
  const t = useTranslations("course");
  const gk = useGk();
  const access = useAccess(slug, initial).data ?? initial;
  const keyRef = useRef<string | null>(null);
  const quote = useMutation({
    ...gk.commerceQuote.mutationOptions(),
    onError: (err) => {
      const { message, fields } = apiErrors(err, t("upgrade.promoInvalid"));
      form.setCodeError(fields.promoCode ?? message);
    },
    onSuccess: () => form.setCodeError(null),
  });
  const pay = useMutation({
    ...gk.transactionCreate.mutationOptions(),
    onSuccess: ({ data }) => {
      keyRef.current = null;
      window.location.assign(data.paymentUrl ?? localePath(locale, `/transactions/${data.id}`));
    },
  });
  const applied = quote.data?.data ?? null;

  const apply = () => {
    const typed = form.code.trim();
    if (!typed) return form.setCodeError(t("upgrade.promoRequired"));
    // another code is another purchase: the next "Pay" press gets a key of its own
    keyRef.current = null;
    quote.mutate({ courseSlug: slug, promoCode: typed });
  };
  const startPayment = () => {
    keyRef.current ??= newIdempotencyKey();
    pay.mutate({
      courseSlug: slug,
      promoCode: applied?.promoCode ?? undefined,
      idempotencyKey: keyRef.current,
    });
  };
  const removePromo = () => {
    quote.reset();
    keyRef.current = null;
    form.changeCode("");
  };
  // the panel calls these with the state of this render
  useEffect(() => {
    handlers.current = { apply, pay: startPayment, removePromo };
  });

  const applying = quote.isPending;
  const paying = pay.isPending || pay.isSuccess;
  const payError = pay.isError ? apiErrors(pay.error, t("upgrade.payError")).message : null;
  useEffect(
    () => onState({ access, applied, applying, paying, payError }),
    [access, applied, applying, paying, payError, onState],
  );

  // a press made while this module was loading is carried out now, once
  const pressed = form.pressed;
  useEffect(() => {
    if (!pressed) return;
    form.clearPressed();
    if (pressed === "apply") apply();
    else startPayment();
    // only the press decides; the handlers read the state of this render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pressed]);
  return null;
}

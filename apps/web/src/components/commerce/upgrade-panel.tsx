"use client";

import type { Access, Quote } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";
import { useTranslations } from "@gk/i18n/client";
import { Button } from "@gk/ui/button";
import { TextField } from "@gk/ui/text-field";
import { useEffect, useRef, useState } from "react";
import { ClientForm, SubmitButton } from "../client-form";
import { useSession } from "../providers";
import type * as LiveModuleExports from "./upgrade-panel-live";
import { CertificateOfferView, UpgradePanelView } from "./upgrade-panel-view";

/**
 * The course page's certificate offer and upgrade panel for a signed-in learner (a visitor without a session
 * gets upgrade-panel-view.tsx's, rendered by the server with no script). The page shows them with the server's
 * answer for this learner at once; their live part (react-query: the access kept fresh, the promo code's quote, "Pay";
 * upgrade-panel-live.tsx) is loaded once the page has loaded, so its ~12 kB are not among the scripts a
 * slow phone must fetch before the course page can paint. The live part renders nothing: it hands its
 * values and actions to the panel shown from the start, so nothing on screen is replaced when it arrives,
 * and the promo code typed or a button pressed meanwhile is kept.
 */

type LiveModule = typeof LiveModuleExports;

/** One load of the live panels' module for the page, however many panels ask for it. */
let loading: Promise<LiveModule> | null = null;
const loadLive = () => (loading ??= import("./upgrade-panel-live"));

/**
 * The live panels' module (null until it has arrived). It is asked for once the page has loaded and the
 * browser is idle, so that it is never among the requests a slow phone makes before its first paint; a
 * visitor's press (`now`) asks for it at once.
 */
function useLiveModule(now = false): LiveModule | null {
  const [live, setLive] = useState<LiveModule | null>(null);
  useEffect(() => {
    // arrived: a press made after this (`now` turning on and off again) has nothing left to load
    if (live) return;
    let gone = false;
    let retry: number | undefined;
    const start = () =>
      void loadLive().then(
        (m) => {
          if (!gone) setLive(m);
        },
        () => {
          // the network dropped the script: ask again in a moment (a press made meanwhile still waits)
          loading = null;
          if (!gone) retry = window.setTimeout(start, 3_000);
        },
      );
    if (now) {
      start();
      return () => {
        gone = true;
        window.clearTimeout(retry);
      };
    }
    // not every browser has requestIdleCallback (Safari before 18)
    const idleApi = typeof requestIdleCallback === "function";
    let idle: number | null = null;
    const whenIdle = () => {
      idle = idleApi ? requestIdleCallback(start, { timeout: 2_000 }) : window.setTimeout(start, 0);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      gone = true;
      window.clearTimeout(retry);
      window.removeEventListener("load", whenIdle);
      if (idle === null) return;
      if (idleApi) cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [now, live]);
  return live;
}

export function CertificateOffer({ slug, initial }: { slug: string; initial: Access | null }) {
  const t = useTranslations("course");
  const live = useLiveModule();
  const [access, setAccess] = useState<Access | null>(initial);
  return (
    <>
      {live ? <live.AccessEngine slug={slug} initial={initial} onAccess={setAccess} /> : null}
      <CertificateOfferView access={access} t={t} />
    </>
  );
}

export interface UpgradePanelProps {
  locale: Locale;
  slug: string;
  price: number;
  /** the server's answer of the visitor's access (null when the API could not say) */
  initial: Access | null;
}

/** The promo field and a press made before the live panel arrived: held here, so the swap loses neither. */
export interface UpgradeForm {
  code: string;
  changeCode: (code: string) => void;
  codeError: string | null;
  setCodeError: (error: string | null) => void;
  pressed: "apply" | "pay" | null;
  clearPressed: () => void;
}

/** What the live part knows, handed to the panel. */
export interface LiveUpgrade {
  access: Access | null;
  applied: Quote | null;
  applying: boolean;
  paying: boolean;
  payError: string | null;
}

/** The live part's actions, with the state of its latest render. */
export interface UpgradeHandlers {
  apply: () => void;
  pay: () => void;
  removePromo: () => void;
}

/**
 * The course's paid upgrade: its price, a promo code applied through a quote (list price, the code's
 * discount and the new total, before paying), and "Pay", which creates the transaction and hands the
 * browser to the provider's payment page. A learner with full access sees why instead of a price; a
 * visitor is sent to sign in and back here.
 */
export function UpgradePanel(props: UpgradePanelProps) {
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pressed, setPressed] = useState<UpgradeForm["pressed"]>(null);
  const live = useLiveModule(pressed !== null);
  const form: UpgradeForm = {
    code,
    changeCode: (next) => {
      setCode(next);
      setCodeError(null);
    },
    codeError,
    setCodeError,
    pressed,
    clearPressed: () => setPressed(null),
  };
  const handlers = useRef<UpgradeHandlers | null>(null);
  const [state, setState] = useState<LiveUpgrade | null>(null);
  const t = useTranslations("course");
  const { state: session } = useSession();
  const applied = state?.applied ?? null;
  const applying = state ? state.applying : pressed === "apply";
  const paying = state ? state.paying : pressed === "pay";
  const payError = state?.payError ?? null;
  // the panel is the same element before and after the live part arrives: it never loses focus or a field
  return (
    <>
      {live ? <live.UpgradeEngine {...props} form={form} handlers={handlers} onState={setState} /> : null}
      <UpgradePanelView
        {...props}
        t={t}
        access={state ? state.access : props.initial}
        applied={applied}
        promo={
          session === "LOGIN" ? (
            <ClientForm
              onSubmit={(e) => {
                e.preventDefault();
                if (handlers.current) handlers.current.apply();
                else setPressed("apply");
              }}
              noValidate
              className="space-y-2"
            >
              <div className="flex items-start gap-2">
                <TextField
                  id="promo"
                  label={t("upgrade.promoCode")}
                  placeholder={t("upgrade.promoPlaceholder")}
                  value={code}
                  autoComplete="off"
                  autoCapitalize="characters"
                  maxLength={40}
                  onChange={(e) => form.changeCode(e.target.value)}
                  error={codeError ?? undefined}
                  containerClassName="min-w-0 flex-1"
                />
                {/* level with the input: below the label's line (20 px) and the field's gap (6 px), whatever the error */}
                <SubmitButton variant="secondary" loading={applying} className="mt-[1.625rem] shrink-0">
                  {t("upgrade.apply")}
                </SubmitButton>
              </div>
              {applied?.promoCode ? (
                <p role="status" className="flex items-center justify-between gap-2 text-sm text-success-ink">
                  <span>{t("upgrade.promoApplied")}</span>
                  <button
                    type="button"
                    className="min-h-11 px-2 font-semibold text-brand-ink underline"
                    onClick={() => (handlers.current ? handlers.current.removePromo() : form.changeCode(""))}
                  >
                    {t("upgrade.removePromo")}
                  </button>
                </p>
              ) : null}
            </ClientForm>
          ) : null
        }
        action={
          session === "LOGIN" ? (
            <>
              {payError ? (
                <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
                  {payError}
                </p>
              ) : null}
              <Button
                block
                size="lg"
                loading={paying}
                loadingText={t("upgrade.redirecting")}
                onClick={() => (handlers.current ? handlers.current.pay() : setPressed("pay"))}
              >
                {t("upgrade.pay")}
              </Button>
            </>
          ) : session === "NOT_LOGIN" ? undefined : (
            <p className="text-sm text-ink-muted">{t("upgrade.checking")}</p>
          )
        }
      />
    </>
  );
}

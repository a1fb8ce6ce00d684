"use client";

import type { Access, Quote } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";
import { useEffect, useRef, useState } from "react";
import type * as LiveModuleExports from "./upgrade-panel-live";
import { CertificateOfferView, UpgradePanelView } from "./upgrade-panel-view";

/**
 * The course page's certificate offer and upgrade panel. The page shows them with the server's answer for
 * this visitor at once; their live part (react-query: the access kept fresh, the promo code's quote, "Pay";
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
  const live = useLiveModule();
  const [access, setAccess] = useState<Access | null>(initial);
  return (
    <>
      {live ? <live.AccessEngine slug={slug} initial={initial} onAccess={setAccess} /> : null}
      <CertificateOfferView access={access} />
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
  // the panel is the same element before and after the live part arrives: it never loses focus or a field
  return (
    <>
      {live ? <live.UpgradeEngine {...props} form={form} handlers={handlers} onState={setState} /> : null}
      <UpgradePanelView
        {...props}
        access={state ? state.access : props.initial}
        code={code}
        onCodeChange={form.changeCode}
        codeError={codeError}
        applied={state?.applied ?? null}
        applying={state ? state.applying : pressed === "apply"}
        paying={state ? state.paying : pressed === "pay"}
        payError={state?.payError ?? null}
        onApply={(e) => {
          e.preventDefault();
          if (handlers.current) handlers.current.apply();
          else setPressed("apply");
        }}
        onRemovePromo={() => (handlers.current ? handlers.current.removePromo() : form.changeCode(""))}
        onPay={() => (handlers.current ? handlers.current.pay() : setPressed("pay"))}
      />
    </>
  );
}

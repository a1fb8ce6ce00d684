"use client";

import { isMobileUserAgent } from "@gk/i18n/device";
import { buttonVariants } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import { useTranslations } from "@gk/i18n/client";
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import type { ShareMenuProps } from "@gk/ui/share-menu";
import { useApp } from "../providers";

type Loaded = ComponentType<ShareMenuProps>;
let menuChunk: Promise<Loaded> | null = null;
const loadMenu = () => (menuChunk ??= import("@gk/ui/share-menu").then((m) => m.ShareMenu));

const noSubscription = () => () => undefined;

/**
 * Whether a press opens the phone's own share sheet instead of the menu: on a phone or tablet whose browser
 * has one, and not where the site offers the LMS link (the sheet cannot copy that). Only known in the
 * browser, so it is decided after mount: server and first client render are the same button.
 */
function nativeSheet(lmsUrl: string | undefined): boolean {
  return !lmsUrl && typeof navigator.share === "function" && isMobileUserAgent(navigator.userAgent);
}

/**
 * The page's address tagged for the share sheet, as @gk/ui/share-urls tags the menu's links. Written out here
 * because importing that module put all of it (every network's link builder) into the page's first load.
 */
function sheetUrl(url: string, kind: "course" | "blog"): string {
  const tagged = new URL(url);
  tagged.searchParams.set("utm_source", "native-share");
  tagged.searchParams.set("utm_medium", "organic-button");
  tagged.searchParams.set("utm_campaign", kind === "blog" ? "blog-share" : "lms-share");
  return tagged.toString();
}

/**
 * Sharing: WhatsApp, LinkedIn, Twitter, Facebook, copy link, copy LMS link, with the UTM parameters. The
 * menu (Radix + floating-ui) is its own chunk: the button is plain until the visitor points at it or focuses
 * it (the chunk is fetched then), and a press before the chunk is in opens the menu once it is. On a phone
 * with a share sheet the button opens the sheet and the menu chunk is never fetched, unless the sheet fails.
 */
export function ShareButton({
  url,
  text,
  kind,
  lmsUrl,
  icon,
}: {
  url: string;
  text: string;
  kind: "course" | "blog";
  lmsUrl?: string;
  /** the share icon, drawn by the server page so its drawing is not in the page's first-load JavaScript */
  icon: ReactNode;
}) {
  const t = useTranslations("common");
  const { analytics } = useApp();
  const [Menu, setMenu] = useState<{ C: Loaded; open: boolean } | null>(null);
  const [pressed, setPressed] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [sheetFailed, setSheetFailed] = useState(false);
  // false on the server and in the hydrating render, then the browser's answer: no hydration mismatch
  const native =
    useSyncExternalStore(
      noSubscription,
      () => nativeSheet(lmsUrl),
      () => false,
    ) && !sheetFailed;
  const wrap = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadMenu().then((C) => {
      if (!live) return;
      // the plain button is about to be replaced: a keyboard user keeps focus on the real trigger
      hadFocus.current = !!wrap.current?.contains(document.activeElement);
      setMenu({ C, open: pressed });
    });
    return () => {
      live = false;
    };
  }, [wanted, pressed]);

  useEffect(() => {
    if (Menu && hadFocus.current && !Menu.open) wrap.current?.querySelector("button")?.focus();
  }, [Menu]);

  const label = t("share.title");
  /** The sheet; cancelling it is no failure, any other refusal falls back to the menu, opened. */
  function shareNatively() {
    navigator.share({ text, url: sheetUrl(url, kind) }).then(
      () => analytics.track("share", { channel: "native-share", kind }),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === "AbortError") return;
        setSheetFailed(true);
        setPressed(true);
        setWanted(true);
      },
    );
  }
  return (
    <span ref={wrap} className="contents">
      {Menu ? menu(Menu) : placeholder()}
    </span>
  );

  function placeholder() {
    return (
      <button
        type="button"
        aria-haspopup={native ? undefined : "menu"}
        aria-expanded={native ? undefined : "false"}
        className={buttonVariants({ variant: "secondary" })}
        onPointerEnter={() => !native && setWanted(true)}
        // Radix opens its menu on pointer down: a press on this stand-in opens the real menu once it is in
        onPointerDown={(e) => {
          if (native || e.button !== 0) return;
          setPressed(true);
          setWanted(true);
        }}
        onFocus={() => !native && setWanted(true)}
        onClick={() => {
          if (native) return shareNatively();
          setPressed(true);
          setWanted(true);
        }}
      >
        {icon}
        {label}
      </button>
    );
  }

  function menu({ C, open }: { C: Loaded; open: boolean }) {
    return (
      <C
        // a press that lands after the chunk arrived closed (hover first) mounts it again, open
        key={open ? "open" : "closed"}
        url={url}
        text={text}
        kind={kind}
        lmsUrl={lmsUrl}
        defaultOpen={open}
        labels={{
          trigger: label,
          whatsapp: t("share.whatsapp"),
          linkedin: t("share.linkedin"),
          twitter: t("share.twitter"),
          facebook: t("share.facebook"),
          copyLink: t("share.copyLink"),
          copyLmsLink: t("share.copyLmsLink"),
        }}
        onShare={(target) => analytics.track("share", { channel: target, kind })}
        onCopied={(_, ok) => ok && toast.show({ look: "success", message: t("share.copied") })}
      />
    );
  }
}

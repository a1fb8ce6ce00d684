"use client";

import { buttonVariants } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import { Share2 } from "lucide-react";
import { useTranslations } from "@gk/i18n/client";
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { ShareMenuProps } from "@gk/ui/share-menu";
import { useApp } from "../providers";

type Loaded = ComponentType<ShareMenuProps>;
let menuChunk: Promise<Loaded> | null = null;
const loadMenu = () => (menuChunk ??= import("@gk/ui/share-menu").then((m) => m.ShareMenu));

/**
 * Sharing: WhatsApp, LinkedIn, Twitter, Facebook, copy link, copy LMS link, with the UTM parameters. The
 * menu (Radix + floating-ui) is its own chunk: the button is plain until the visitor points at it or focuses
 * it (the chunk is fetched then), and a press before the chunk is in opens the menu once it is.
 */
export function ShareButton({
  url,
  text,
  kind,
  lmsUrl,
}: {
  url: string;
  text: string;
  kind: "course" | "blog";
  lmsUrl?: string;
}) {
  const t = useTranslations("common");
  const { analytics } = useApp();
  const [Menu, setMenu] = useState<{ C: Loaded; open: boolean } | null>(null);
  const [pressed, setPressed] = useState(false);
  const [wanted, setWanted] = useState(false);
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
  return (
    <span ref={wrap} className="contents">
      {Menu ? menu(Menu) : placeholder()}
    </span>
  );

  function placeholder() {
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        className={buttonVariants({ variant: "secondary" })}
        onPointerEnter={() => setWanted(true)}
        // Radix opens its menu on pointer down: a press on this stand-in opens the real menu once it is in
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          setPressed(true);
          setWanted(true);
        }}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setPressed(true);
          setWanted(true);
        }}
      >
        <Share2 aria-hidden className="size-5" />
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

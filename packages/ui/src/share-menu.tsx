"use client";

import { Copy, Link2, MessageCircle, Share2 } from "lucide-react";
import { DropdownMenu as RadixMenu } from "radix-ui";
import { useMemo, type ComponentType, type SVGProps } from "react";
import { FacebookGlyph, LinkedinGlyph, XGlyph } from "./brand-icons";
import { buttonVariants } from "./button";
import { DropdownMenuContent, DropdownMenuItem, type DropdownMenuContentProps } from "./dropdown-menu";
import { cn } from "./lib/cn";
import { buildShareLinks, type ShareKind, type ShareTarget } from "./share-urls";

export { buildShareLinks, shareCampaign, withUtm, SHARE_TARGETS, UTM_MEDIUM } from "./share-urls";
export type { ShareInput, ShareKind, ShareLinks, ShareTarget } from "./share-urls";

export interface ShareMenuLabels {
  /** The trigger, e.g. "Bagikan" / "Share". */
  trigger: string;
  whatsapp: string;
  linkedin: string;
  twitter: string;
  facebook: string;
  copyLink: string;
  copyLmsLink: string;
}

export interface ShareMenuProps {
  url: string;
  text: string;
  kind: ShareKind;
  lmsUrl?: string;
  labels: ShareMenuLabels;
  /** Called after a copy; the app shows its success or danger toast. */
  onCopied?: (target: "copy-link" | "lms-link", ok: boolean) => void;
  /** Called for every choice, e.g. to record an analytics event. */
  onShare?: (target: ShareTarget) => void;
  container?: HTMLElement | null;
  /** Open on first render (Storybook). */
  defaultOpen?: boolean;
  /** Passed to the menu panel, e.g. side or align. */
  contentProps?: Omit<DropdownMenuContentProps, "children" | "container">;
  className?: string;
}

const networks: {
  target: Exclude<ShareTarget, "copy-link" | "lms-link">;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: keyof ShareMenuLabels;
}[] = [
  { target: "whatsapp", icon: MessageCircle, label: "whatsapp" },
  { target: "linkedin", icon: LinkedinGlyph, label: "linkedin" },
  { target: "twitter", icon: XGlyph, label: "twitter" },
  { target: "facebook", icon: FacebookGlyph, label: "facebook" },
];

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareMenu({
  url,
  text,
  kind,
  lmsUrl,
  labels,
  onCopied,
  onShare,
  container,
  defaultOpen,
  contentProps,
  className,
}: ShareMenuProps) {
  const links = useMemo(() => buildShareLinks({ url, text, kind, lmsUrl }), [url, text, kind, lmsUrl]);
  const copyItem = (target: "copy-link" | "lms-link", value: string) => async () => {
    onShare?.(target);
    onCopied?.(target, await copy(value));
  };
  return (
    <RadixMenu.Root defaultOpen={defaultOpen} modal={false}>
      <RadixMenu.Trigger className={cn(buttonVariants({ variant: "secondary" }), className)}>
        <Share2 aria-hidden className="size-5" />
        {labels.trigger}
      </RadixMenu.Trigger>
      <DropdownMenuContent align="end" {...contentProps} container={container}>
        {networks.map(({ target, icon: Icon, label }) => (
          <DropdownMenuItem key={target} asChild onSelect={() => onShare?.(target)}>
            <a href={links[target]} target="_blank" rel="noopener noreferrer" data-share={target}>
              <Icon aria-hidden />
              {labels[label]}
            </a>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem data-share="copy-link" onSelect={copyItem("copy-link", links["copy-link"])}>
          <Copy aria-hidden />
          {labels.copyLink}
        </DropdownMenuItem>
        {links["lms-link"] ? (
          <DropdownMenuItem data-share="lms-link" onSelect={copyItem("lms-link", links["lms-link"])}>
            <Link2 aria-hidden />
            {labels.copyLmsLink}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </RadixMenu.Root>
  );
}

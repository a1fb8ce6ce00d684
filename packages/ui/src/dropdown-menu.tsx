"use client";

import { DropdownMenu as RadixMenu } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./lib/cn";

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;

export interface DropdownMenuContentProps extends ComponentProps<typeof RadixMenu.Content> {
  /** Portal target; Storybook passes its themed wrapper so the menu takes that theme. */
  container?: HTMLElement | null;
}

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  container,
  ...rest
}: DropdownMenuContentProps) {
  return (
    <RadixMenu.Portal container={container}>
      <RadixMenu.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          "z-50 min-w-56 rounded-card border border-line bg-surface p-1 text-ink shadow-lg shadow-black/10 dark:shadow-black/40",
          className,
        )}
        {...rest}
      />
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({
  className,
  tone = "default",
  ...rest
}: ComponentProps<typeof RadixMenu.Item> & { tone?: "default" | "danger" }) {
  return (
    <RadixMenu.Item
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-base outline-none select-none",
        // the highlight alone is a faint tint: a keyboard user also gets the ring every other control has
        "focus-visible:ring-2 focus-visible:ring-brand-ink focus-visible:ring-inset",
        "data-[highlighted]:bg-surface-muted data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
        "[&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-ink-muted",
        tone === "danger" && "text-danger-ink [&_svg]:text-danger-ink",
        className,
      )}
      {...rest}
    />
  );
}

export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof RadixMenu.Label>) {
  return (
    <RadixMenu.Label className={cn("px-3 py-2 text-sm font-semibold text-ink-muted", className)} {...rest} />
  );
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn("my-1 h-px bg-line", className)} {...rest} />;
}

"use client";

import { Tabs as RadixTabs } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./lib/cn";
import { focusRing } from "./lib/styles";

export const Tabs = RadixTabs.Root;

/** A row of tabs that scrolls sideways on a narrow phone instead of wrapping or overflowing the page. */
export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn("flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none]", className)}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        "-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 text-base font-semibold whitespace-nowrap text-ink-muted",
        "hover:text-ink data-[state=active]:border-brand data-[state=active]:text-brand-ink",
        focusRing,
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn("pt-4 text-base text-ink", focusRing, className)} {...rest} />;
}

"use client";

import { BottomNav } from "@gk/ui/bottom-nav";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { unprefixed } from "@/lib/paths";
import { IntentLink } from "../intent-link";

/** The bottom navigation's links, the current section marked by the address (it changes without a reload). */
export function PhoneNavLinks({
  label,
  items,
}: {
  label: string;
  /** `section`: the unprefixed path the item leads to, `href` the same in the visitor's language */
  items: readonly { section: string; href: string; label: string; icon: ReactNode }[];
}) {
  const { path } = unprefixed(usePathname() ?? "/");
  return (
    <BottomNav
      label={label}
      linkAs={IntentLink}
      items={items.map(({ section, ...item }) => ({
        ...item,
        active: section === "/" ? path === "/" : path === section || path.startsWith(`${section}/`),
      }))}
    />
  );
}

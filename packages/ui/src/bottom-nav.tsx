import type { ElementType, ReactNode } from "react";
import { cn } from "./lib/cn";
import { focusRingInset } from "./lib/styles";

export interface BottomNavItem {
  href: string;
  label: string;
  /**
   * The item's icon, already rendered (a lucide icon of `size-6`): a server component renders it, so no icon
   * library travels to the browser with the navigation. The current section's is drawn bolder.
   */
  icon: ReactNode;
  active?: boolean;
}

export interface BottomNavProps {
  items: readonly BottomNavItem[];
  /** Landmark name, e.g. "Navigasi utama" / "Main navigation". */
  label: string;
  linkAs?: ElementType;
  className?: string;
}

/**
 * The phone's navigation for the main sections, fixed at the bottom within thumb reach and
 * above the home indicator (safe-area inset). Hidden from lg up, where the header carries the links.
 */
export function BottomNav({ items, label, linkAs: Link = "a", className }: BottomNavProps) {
  return (
    <nav
      aria-label={label}
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden",
        className,
      )}
    >
      <ul className="mx-auto flex w-full max-w-xl">
        {items.map(({ href, label: itemLabel, icon, active }) => (
          <li key={href} className="min-w-0 flex-1">
            <Link
              href={href}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-[0.6875rem] font-semibold",
                active ? "text-brand-ink [&_svg]:stroke-[2.5]" : "text-ink-muted hover:text-ink",
                focusRingInset,
              )}
            >
              {icon}
              <span className="line-clamp-2 max-w-full text-center leading-tight [overflow-wrap:anywhere]">
                {itemLabel}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

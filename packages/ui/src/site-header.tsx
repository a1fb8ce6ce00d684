import type { ElementType, ReactNode } from "react";
import { cn } from "./lib/cn";
import { focusRing } from "./lib/styles";

export interface SiteHeaderProps {
  /** The site's logo, already linked to home by the app. */
  logo: ReactNode;
  /** Desktop navigation (hidden below lg, where BottomNav takes over). */
  nav?: ReactNode;
  /** Right side: search, language switch, theme toggle, account menu. */
  actions?: ReactNode;
  /** "Langsung ke konten" / "Skip to content"; the target is #main. */
  skipLinkLabel: string;
  className?: string;
}

/** The shell's top bar: a skip link first, then logo, navigation and actions in one sticky row. */
export function SiteHeader({ logo, nav, actions, skipLinkLabel, className }: SiteHeaderProps) {
  return (
    <header className={cn("sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur", className)}>
      <a
        href="#main"
        className={cn(
          "absolute top-2 left-2 z-50 -translate-y-20 rounded-lg bg-brand px-4 py-3 font-semibold text-white focus-visible:translate-y-0",
          focusRing,
        )}
      >
        {skipLinkLabel}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <div className="flex shrink-0 items-center">{logo}</div>
        {nav ? <div className="hidden min-w-0 flex-1 lg:block">{nav}</div> : <div className="flex-1" />}
        {actions ? <div className="ml-auto flex items-center gap-1">{actions}</div> : null}
      </div>
    </header>
  );
}

export interface HeaderNavLink {
  href: string;
  label: string;
  active?: boolean;
}

/** The desktop links inside SiteHeader's nav slot. */
export function HeaderNav({
  links,
  label,
  linkAs: Link = "a",
}: {
  links: readonly HeaderNavLink[];
  label: string;
  linkAs?: ElementType;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1">
        {links.map(({ href, label: linkLabel, active }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={active ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-lg px-3 text-base font-semibold whitespace-nowrap",
                active ? "text-brand-ink" : "text-ink-muted hover:bg-surface-muted hover:text-ink",
                focusRing,
              )}
            >
              {linkLabel}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./lib/cn";
import { focusRing } from "./lib/styles";
import { applyThemePreference, readThemePreference, THEME_PREFERENCES, type ThemePreference } from "./theme";

// Types only: values such as themeInitScript must come from "@gk/ui/theme" (no "use client"), or a
// server layout would receive a client reference instead of the script text.
export type { ResolvedTheme, ThemePreference } from "./theme";

export interface ThemeToggleProps {
  /** Group name, e.g. "Tampilan" / "Appearance". */
  label: string;
  /** Option names, e.g. { light: "Terang", dark: "Gelap", system: "Sistem" }. */
  optionLabels: Record<ThemePreference, string>;
  /**
   * Each option's icon, already rendered (lucide's Sun, Moon and Monitor at `size-5`): the footer renders them
   * on the server, so no icon library travels to the browser with the toggle.
   */
  icons: Record<ThemePreference, ReactNode>;
  /** Controlled use; otherwise the stored preference is read and applied to <html>. */
  value?: ThemePreference;
  onChange?: (value: ThemePreference) => void;
  /** Show the option names next to the icons (settings page); icons only in the header. */
  showLabels?: boolean;
  className?: string;
}

export function ThemeToggle({
  label,
  optionLabels,
  icons,
  value,
  onChange,
  showLabels = false,
  className,
}: ThemeToggleProps) {
  const [inner, setInner] = useState<ThemePreference>("system");
  const current = value ?? inner;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  // Uncontrolled: pick up the stored choice after hydration (the server cannot know it).
  useEffect(() => {
    if (value === undefined) setInner(readThemePreference());
  }, [value]);

  // "system" follows the OS while the page is open.
  useEffect(() => {
    if (value !== undefined || current !== "system" || typeof matchMedia !== "function") return;
    const query = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyThemePreference("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [current, value]);

  const choose = (next: ThemePreference, focus = false) => {
    if (value === undefined) {
      setInner(next);
      applyThemePreference(next);
    }
    onChange?.(next);
    if (focus) refs.current[THEME_PREFERENCES.indexOf(next)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const n = THEME_PREFERENCES.length;
    const next = THEME_PREFERENCES[(THEME_PREFERENCES.indexOf(current) + step + n) % n] ?? "system";
    choose(next, true);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn("inline-flex rounded-lg border border-line bg-surface-muted p-0.5", className)}
    >
      {THEME_PREFERENCES.map((option, i) => {
        const checked = option === current;
        return (
          <button
            key={option}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={showLabels ? undefined : optionLabels[option]}
            tabIndex={checked ? 0 : -1}
            onClick={() => choose(option)}
            onKeyDown={onKeyDown}
            className={cn(
              "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold",
              checked ? "bg-surface text-brand-ink shadow-sm" : "text-ink-muted hover:text-ink",
              focusRing,
            )}
          >
            {icons[option]}
            {showLabels ? optionLabels[option] : null}
          </button>
        );
      })}
    </div>
  );
}

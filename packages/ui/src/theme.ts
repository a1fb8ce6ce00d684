/**
 * The appearance setting: light, dark or system. The choice is kept in localStorage and
 * shown as the `dark` class on <html>, which the design tokens follow. Framework-free so the web app
 * can run the same logic before React (themeInitScript, inlined in <head>, avoids a light flash).
 */

export type ThemePreference = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "gk-theme";
export const THEME_PREFERENCES: readonly ThemePreference[] = ["light", "dark", "system"];

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === "light" || value === "dark" || value === "system";
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
}

export function readThemePreference(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): ThemePreference {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : "system";
  } catch {
    return "system"; // storage can throw in private modes; the system choice is the safe default
  }
}

/** Stores the preference and sets the class on the root element; returns the theme now showing. */
export function applyThemePreference(
  preference: ThemePreference,
  root: HTMLElement = document.documentElement,
  storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage,
): ResolvedTheme {
  try {
    storage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // not persisted, still applied
  }
  const resolved = resolveTheme(preference, systemPrefersDark());
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
  return resolved;
}

/** Inline in <head> before any paint; mirrors readThemePreference + applyThemePreference. */
export const themeInitScript = `(function(){try{var p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(p!=="light"&&p!=="dark")p="system";var d=p==="dark"||(p==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"}catch(e){}})();`;

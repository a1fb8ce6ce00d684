import { describe, expect, it } from "vitest";
import {
  applyThemePreference,
  readThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  themeInitScript,
} from "./theme";

describe("appearance setting", () => {
  it("resolves system from the OS and keeps explicit choices", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("stores the preference and toggles the dark class on the root", () => {
    const root = document.createElement("html");
    applyThemePreference("dark", root, localStorage);
    expect(root.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(readThemePreference(localStorage)).toBe("dark");
    applyThemePreference("light", root, localStorage);
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("treats a missing or unknown stored value as system", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "sepia");
    expect(readThemePreference(localStorage)).toBe("system");
    localStorage.removeItem(THEME_STORAGE_KEY);
    expect(readThemePreference(localStorage)).toBe("system");
  });

  it("the inline head script applies a stored dark choice", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    document.documentElement.classList.remove("dark");
    // run the inline head script the way the browser runs it: as a script, from its text
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(themeInitScript)();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});

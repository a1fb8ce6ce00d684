import { fireEvent, render, screen } from "@testing-library/react";
import { Monitor, Moon, Sun } from "lucide-react";
import { afterEach, describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "./theme";
import { ThemeToggle } from "./theme-toggle";

const optionLabels = { light: "Terang", dark: "Gelap", system: "Sistem" };
const icons = { light: <Sun aria-hidden />, dark: <Moon aria-hidden />, system: <Monitor aria-hidden /> };

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove("dark");
});

describe("<ThemeToggle>", () => {
  it("applies and stores the choice when uncontrolled", () => {
    render(<ThemeToggle label="Tampilan" optionLabels={optionLabels} icons={icons} />);
    expect(screen.getByRole("radio", { name: "Sistem" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("radio", { name: "Gelap" }));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    fireEvent.click(screen.getByRole("radio", { name: "Terang" }));
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("reads the stored choice after mount and moves with the arrow keys", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    render(
      <ThemeToggle
        label="Appearance"
        optionLabels={{ light: "Light", dark: "Dark", system: "System" }}
        icons={icons}
      />,
    );
    const light = screen.getByRole("radio", { name: "Light" });
    expect(light.getAttribute("aria-checked")).toBe("true");
    expect(light.tabIndex).toBe(0);
    fireEvent.keyDown(light, { key: "ArrowRight" });
    expect(screen.getByRole("radio", { name: "Dark" }).getAttribute("aria-checked")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Dark" }));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(screen.getByRole("radio", { name: "System" }).getAttribute("aria-checked")).toBe("true");
  });
});

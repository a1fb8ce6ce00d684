import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";

describe("<Button>", () => {
  it("is disabled and busy while loading, and ignores clicks", () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Simpan
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Simpan" });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Simpan</Button>);
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("shows the loading text instead of the label when given, and no spinner", () => {
    render(
      <Button loading loadingText="Menyimpan…">
        Simpan
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Menyimpan…" });
    expect(button.textContent).toBe("Menyimpan…");
    expect(button.querySelector(".animate-gk-stripe")).not.toBeNull();
    expect(button.querySelector(".animate-spin")).toBeNull();
  });

  it("defaults to type=button so it never submits a form by accident", () => {
    render(<Button variant="danger">Hapus akun</Button>);
    expect(screen.getByRole("button").getAttribute("type")).toBe("button");
  });
});

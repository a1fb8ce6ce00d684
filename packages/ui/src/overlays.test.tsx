import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent, DialogTrigger } from "./dialog";
import { ErrorState } from "./error-state";
import { RetryButton } from "./retry-button";
import { createProgressController, TopProgressBar } from "./top-progress-bar";

describe("<DialogContent>", () => {
  it("opens from its trigger with a named dialog, and closes with the labelled × and with Escape", () => {
    render(
      <Dialog>
        <DialogTrigger>Coba gratis</DialogTrigger>
        <DialogContent title="Coba langganan" description="Gratis 1 bulan tambahan" closeLabel="Tutup">
          <p>Isi</p>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByText("Coba gratis"));
    const dialog = screen.getByRole("dialog", { name: "Coba langganan" });
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Gratis 1 bulan tambahan",
    );
    fireEvent.click(screen.getByRole("button", { name: "Tutup" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByText("Coba gratis"));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("<ErrorState>", () => {
  it("retries on click and blocks a second retry while one runs", () => {
    const onRetry = vi.fn();
    const state = (retrying: boolean) => (
      <ErrorState
        title="Maaf, server sedang sibuk"
        action={<RetryButton label="Coba lagi" onRetry={onRetry} retrying={retrying} />}
      />
    );
    const { rerender } = render(state(false));
    expect(screen.getByRole("alert").textContent).toContain("Maaf, server sedang sibuk");
    fireEvent.click(screen.getByRole("button", { name: "Coba lagi" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(state(true));
    fireEvent.click(screen.getByRole("button", { name: "Coba lagi" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe("<TopProgressBar>", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a named progressbar while a navigation runs and nothing once it is done", () => {
    const controller = createProgressController({ delayMs: 0, tickMs: 100, hideAfterMs: 200 });
    render(<TopProgressBar controller={controller} label="Memuat halaman" />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    act(() => {
      controller.start();
      vi.advanceTimersByTime(0);
    });
    const bar = screen.getByRole("progressbar", { name: "Memuat halaman" });
    expect(bar.getAttribute("aria-valuenow")).toBe("10");
    expect(bar.className).toContain("bg-progress");
    act(() => controller.done());
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});

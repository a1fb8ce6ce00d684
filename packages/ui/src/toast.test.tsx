import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, Toaster } from "./toast";

describe("<Toaster>", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("renders the current toast, with a check icon for success, and removes it after 3000 ms", () => {
    const store = createToastStore();
    render(<Toaster store={store} closeLabel="Tutup" regionLabel="Notifikasi" />);
    expect(screen.queryByText("Kursus disimpan")).toBeNull();
    act(() => void store.show({ look: "success", message: "Kursus disimpan" }));
    const message = screen.getAllByText("Kursus disimpan")[0]!;
    const root = message.closest("[data-look]")!;
    expect(root.getAttribute("data-look")).toBe("success");
    expect(root.querySelector('[data-icon="check"]')).not.toBeNull();
    // max width 480, z-index 9999, bottom on phones and top from md up
    expect(root.className).toContain("max-w-[480px]");
    const viewport = screen.getByRole("region", { name: "Notifikasi" }).querySelector("ol")!;
    expect(viewport.className.split(" ")).toEqual(
      expect.arrayContaining(["z-[9999]", "bottom-0", "md:top-0", "md:bottom-auto"]),
    );
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.queryAllByText("Kursus disimpan")).toHaveLength(0);
  });

  it("has no check icon for info and danger", () => {
    const store = createToastStore();
    render(<Toaster store={store} closeLabel="Close" regionLabel="Notifications" />);
    act(() => void store.show({ look: "danger", message: "Conflict" }));
    const root = screen.getAllByText("Conflict")[0]!.closest("[data-look]")!;
    expect(root.getAttribute("data-look")).toBe("danger");
    expect(root.querySelector('[data-icon="check"]')).toBeNull();
  });

  it("closes at once with the close button (labelled from props)", () => {
    const store = createToastStore();
    render(<Toaster store={store} closeLabel="Tutup" regionLabel="Notifikasi" />);
    act(() => void store.show({ look: "info", message: "Info baru" }));
    fireEvent.click(screen.getByRole("button", { name: "Tutup" }));
    expect(store.getSnapshot()).toBeNull();
    expect(screen.queryAllByText("Info baru")).toHaveLength(0);
  });

  it("hide-all from outside React removes the toast", () => {
    const store = createToastStore();
    render(<Toaster store={store} closeLabel="Tutup" regionLabel="Notifikasi" />);
    act(() => void store.show({ look: "info", message: "Sebentar" }));
    act(() => store.hideAll());
    expect(screen.queryAllByText("Sebentar")).toHaveLength(0);
  });
});

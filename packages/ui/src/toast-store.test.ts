import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_DURATION_MS } from "./toast-store";

describe("toast store: one toast at a time, gone after 3000 ms", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a toast and clears it after exactly 3000 ms", () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    const store = createToastStore();
    store.show({ look: "success", message: "Tersimpan" });
    expect(store.getSnapshot()).toMatchObject({ look: "success", message: "Tersimpan" });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it("hide-all clears at once and the old timer does not fire later", () => {
    const store = createToastStore();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    store.show({ look: "danger", message: "Gagal" });
    vi.advanceTimersByTime(1000);
    store.hideAll();
    expect(store.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(2); // shown, hidden — no third notification from a stale timer
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a new toast replaces the current one and restarts the 3000 ms", () => {
    const store = createToastStore();
    const first = store.show({ look: "info", message: "satu" });
    vi.advanceTimersByTime(2500);
    const second = store.show({ look: "success", message: "dua" });
    expect(second).toBeGreaterThan(first);
    vi.advanceTimersByTime(2500);
    expect(store.getSnapshot()?.message).toBe("dua");
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot()).toBeNull();
  });

  it("unsubscribes and ignores hide-all when nothing shows", () => {
    const store = createToastStore({ durationMs: 10 });
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.hideAll();
    expect(listener).not.toHaveBeenCalled();
    off();
    store.show({ look: "info", message: "x" });
    expect(listener).not.toHaveBeenCalled();
  });

  it("an infinite duration keeps the toast until hide-all", () => {
    const store = createToastStore({ durationMs: Infinity });
    store.show({ look: "info", message: "tetap" });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()?.message).toBe("tetap");
    store.hideAll();
    expect(store.getSnapshot()).toBeNull();
  });
});

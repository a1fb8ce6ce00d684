// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { createTokenSignal, type TokenSignal } from "./signal";

const open: TokenSignal[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
const make = (...args: Parameters<typeof createTokenSignal>) => {
  const s = createTokenSignal(...args);
  open.push(s);
  return s;
};

describe("token-change signal", () => {
  it("reaches listeners in the same tab", () => {
    const signal = make();
    let heard = 0;
    signal.subscribe(() => heard++);
    signal.raise();
    expect(heard).toBe(1);
  });

  it("reaches another tab through BroadcastChannel", async () => {
    const tabA = make({ window: null });
    const tabB = make({ window: null });
    const heard = new Promise<string>((resolve) => tabB.subscribe(() => resolve("heard")));
    tabA.raise();
    await expect(heard).resolves.toBe("heard");
  });

  it("hears the storage event for the token key only", () => {
    const signal = make({ BroadcastChannel: null });
    let heard = 0;
    signal.subscribe(() => heard++);
    window.dispatchEvent(new StorageEvent("storage", { key: "theme" }));
    expect(heard).toBe(0);
    window.dispatchEvent(new StorageEvent("storage", { key: "token", oldValue: "t", newValue: null }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(heard).toBe(2);
  });

  it("stops after unsubscribe", () => {
    const signal = make();
    let heard = 0;
    const off = signal.subscribe(() => heard++);
    off();
    signal.raise();
    expect(heard).toBe(0);
  });
});

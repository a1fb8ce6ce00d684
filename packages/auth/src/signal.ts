import { TOKEN_KEY } from "./token";

/**
 * The token-change signal: raised when the token is removed or replaced, heard by this tab and by
 * every other tab of the site. Other tabs learn it twice over: the `storage` event that localStorage fires
 * in them, and a BroadcastChannel message where available (it also covers a cookie-only change). Listeners
 * must be idempotent; they re-read the token rather than trust the message.
 */
export const TOKEN_CHANNEL = "gk-token";
const LOCAL_EVENT = "gk:token-change";

export interface TokenSignal {
  raise(): void;
  subscribe(listener: () => void): () => void;
  close(): void;
}

type SignalWindow = Pick<Window, "addEventListener" | "removeEventListener" | "dispatchEvent">;

export function createTokenSignal(
  env: { window?: SignalWindow | null; BroadcastChannel?: typeof BroadcastChannel | null } = {},
): TokenSignal {
  const win = env.window === undefined ? (typeof window === "undefined" ? null : window) : env.window;
  const Channel =
    env.BroadcastChannel === undefined
      ? typeof BroadcastChannel === "undefined"
        ? null
        : BroadcastChannel
      : env.BroadcastChannel;
  const channel = Channel ? new Channel(TOKEN_CHANNEL) : null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // key null: localStorage.clear() in another tab
    if (key === TOKEN_KEY || key === null) notify();
  };
  const onMessage = () => notify();
  win?.addEventListener("storage", onStorage);
  win?.addEventListener(LOCAL_EVENT, onMessage);
  channel?.addEventListener("message", onMessage);

  return {
    raise() {
      channel?.postMessage("token-change");
      if (win) win.dispatchEvent(new Event(LOCAL_EVENT));
      else notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      win?.removeEventListener("storage", onStorage);
      win?.removeEventListener(LOCAL_EVENT, onMessage);
      channel?.close();
    },
  };
}

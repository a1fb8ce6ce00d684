/**
 * The toast (success, info or danger message), framework-free: showing one sets the current toast
 * and clears it after 3000 ms; hideAll clears it at once. One toast at a time: a new one replaces the current one
 * and restarts the clock. React reads it through useSyncExternalStore (./toast.tsx).
 */

export type ToastLook = "success" | "info" | "danger";

export interface ToastInput {
  look: ToastLook;
  /** Already translated by the caller. */
  message: string;
  title?: string;
}

export interface ToastState extends ToastInput {
  /** Grows with every show, so the view can restart its entrance for a replacing toast. */
  id: number;
}

export interface ToastStore {
  show(toast: ToastInput): number;
  hideAll(): void;
  getSnapshot(): ToastState | null;
  subscribe(listener: () => void): () => void;
}

export const TOAST_DURATION_MS = 3000;

export function createToastStore(options: { durationMs?: number } = {}): ToastStore {
  const durationMs = options.durationMs ?? TOAST_DURATION_MS;
  let current: ToastState | null = null;
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  return {
    show(toast) {
      clearTimer();
      const id = nextId++;
      current = { ...toast, id };
      // An infinite duration keeps the toast until hideAll (Storybook, screenshots); setTimeout would
      // turn Infinity into an immediate call.
      if (Number.isFinite(durationMs))
        timer = setTimeout(() => {
          timer = undefined;
          if (current?.id === id) {
            current = null;
            emit();
          }
        }, durationMs);
      emit();
      return id;
    },
    hideAll() {
      clearTimer();
      if (current === null) return;
      current = null;
      emit();
    },
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app-wide store: the API client's 409 handler and any page call toast.show(...) on it. */
export const toast: ToastStore = createToastStore();

/**
 * The page-top progress bar's state, framework-free (the bar is #883CFF and there is no spinner). The web app
 * calls start() when a navigation begins and done() when it lands. Progress creeps towards 90 %
 * while waiting (each tick closes part of the remaining gap), jumps to 100 % on done(), and the bar
 * hides shortly after so the completion is seen.
 */

export interface ProgressState {
  visible: boolean;
  /** 0..1 */
  value: number;
}

export interface ProgressController {
  start(): void;
  done(): void;
  getSnapshot(): ProgressState;
  subscribe(listener: () => void): () => void;
}

export interface ProgressOptions {
  /** Wait this long before showing, so fast navigations do not flash a bar. */
  delayMs?: number;
  tickMs?: number;
  /** How long the full bar stays before hiding. */
  hideAfterMs?: number;
}

const HIDDEN: ProgressState = { visible: false, value: 0 };
const CEILING = 0.9;

export function createProgressController(options: ProgressOptions = {}): ProgressController {
  const { delayMs = 100, tickMs = 200, hideAfterMs = 250 } = options;
  let state: ProgressState = HIDDEN;
  let active = false;
  let delayTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: ProgressState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const stopTimers = () => {
    clearTimeout(delayTimer);
    clearTimeout(hideTimer);
    clearInterval(tickTimer);
    delayTimer = hideTimer = tickTimer = undefined;
  };

  return {
    start() {
      if (active) return;
      active = true;
      stopTimers();
      delayTimer = setTimeout(() => {
        set({ visible: true, value: 0.1 });
        tickTimer = setInterval(() => {
          set({ visible: true, value: state.value + (CEILING - state.value) * 0.2 });
        }, tickMs);
      }, delayMs);
    },
    done() {
      if (!active) return;
      active = false;
      const wasVisible = state.visible;
      stopTimers();
      if (!wasVisible) return; // finished before the delay: nothing was shown, nothing to hide
      set({ visible: true, value: 1 });
      hideTimer = setTimeout(() => set(HIDDEN), hideAfterMs);
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app-wide controller the web app drives on navigation. */
export const progress: ProgressController = createProgressController();

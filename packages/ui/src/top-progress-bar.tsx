"use client";

import { useSyncExternalStore } from "react";
import { cn } from "./lib/cn";
import {
  progress as defaultController,
  type ProgressController,
  type ProgressState,
} from "./progress-controller";

export { createProgressController, progress } from "./progress-controller";
export type { ProgressController, ProgressOptions, ProgressState } from "./progress-controller";

const SERVER_STATE: ProgressState = { visible: false, value: 0 };

export interface TopProgressBarProps {
  controller?: ProgressController;
  /** Accessible name while loading, e.g. "Memuat halaman" / "Loading page". */
  label: string;
  className?: string;
}

/** A 3 px #883CFF bar across the top of the page; it is the only loading indicator of navigation. */
export function TopProgressBar({ controller = defaultController, label, className }: TopProgressBarProps) {
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, () => SERVER_STATE);
  return (
    <div
      className={cn(
        "pointer-events-none fixed inset-x-0 top-0 z-[10000] h-[3px] transition-opacity duration-200",
        state.visible ? "opacity-100" : "opacity-0",
        className,
      )}
      aria-hidden={!state.visible}
    >
      {state.visible ? (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(state.value * 100)}
          className="h-full origin-left bg-progress shadow-[0_0_8px_var(--color-progress)] transition-transform duration-200 ease-out motion-reduce:transition-none"
          style={{ transform: `scaleX(${state.value})` }}
        />
      ) : null}
    </div>
  );
}

"use client";

import { CircleCheck, Info, TriangleExclamationPoint, X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { useSyncExternalStore } from "react";
import { cn } from "./lib/cn";
import { focusRing } from "./lib/styles";
import { toast as defaultStore, type ToastLook, type ToastState, type ToastStore } from "./toast-store";

export { createToastStore, toast, TOAST_DURATION_MS } from "./toast-store";
export type { ToastInput, ToastLook, ToastState, ToastStore } from "./toast-store";

/** The current toast of a store, re-rendering when it changes. */
export function useToastState(store: ToastStore = defaultStore): ToastState | null {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);
}

const looks: Record<ToastLook, { bar: string; icon: string }> = {
  success: { bar: "border-l-success", icon: "text-success-ink" },
  info: { bar: "border-l-info", icon: "text-info-ink" },
  danger: { bar: "border-l-danger", icon: "text-danger-ink" },
};

function LookIcon({ look }: { look: ToastLook }) {
  const className = cn("mt-0.5 size-5 shrink-0", looks[look].icon);
  if (look === "success") return <CircleCheck aria-hidden data-icon="check" className={className} />;
  if (look === "danger") return <TriangleExclamationPoint aria-hidden className={className} />;
  return <Info aria-hidden className={className} />;
}

export interface ToasterProps {
  /** Accessible name of the close button, e.g. "Tutup" / "Close". */
  closeLabel: string;
  /** Name of the notification region for screen readers, e.g. "Notifikasi" / "Notifications". */
  regionLabel: string;
  store?: ToastStore;
  className?: string;
}

/**
 * The toast bar: bottom on phones, top on desktop; max width 480; z-index 9999.
 * Timing belongs to the store (3000 ms, hide-all), so Radix gets an infinite duration and only
 * supplies the live region, the F8 hotkey, swipe-to-dismiss and focus handling.
 */
export function Toaster({ closeLabel, regionLabel, store = defaultStore, className }: ToasterProps) {
  const current = useToastState(store);
  return (
    <RadixToast.Provider duration={Infinity} swipeDirection="down" label={regionLabel}>
      {current ? (
        <RadixToast.Root
          key={current.id}
          open
          onOpenChange={(open) => {
            if (!open) store.hideAll();
          }}
          type={current.look === "danger" ? "foreground" : "background"}
          data-look={current.look}
          className={cn(
            "pointer-events-auto mx-auto flex w-full max-w-[480px] items-start gap-3 rounded-card border border-l-4 border-line bg-surface p-4",
            "text-ink shadow-lg shadow-black/10 dark:shadow-black/40",
            looks[current.look].bar,
          )}
        >
          <LookIcon look={current.look} />
          <div className="min-w-0 flex-1">
            {current.title ? (
              <RadixToast.Title className="font-semibold leading-snug">{current.title}</RadixToast.Title>
            ) : null}
            <RadixToast.Description
              className={cn("text-base leading-snug", current.title && "text-ink-muted")}
            >
              {current.message}
            </RadixToast.Description>
          </div>
          <RadixToast.Close
            aria-label={closeLabel}
            className={cn(
              "-m-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:text-ink",
              focusRing,
            )}
          >
            <X aria-hidden className="size-5" />
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport
        label={regionLabel}
        className={cn(
          "pointer-events-none fixed inset-x-0 bottom-0 z-[9999] flex w-full flex-col p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]",
          "md:top-0 md:bottom-auto",
          className,
        )}
      />
    </RadixToast.Provider>
  );
}

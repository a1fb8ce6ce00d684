"use client";

import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./lib/cn";
import { focusRing } from "./lib/styles";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends Omit<ComponentProps<typeof RadixDialog.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the × button, e.g. "Tutup" / "Close". */
  closeLabel: string;
  /** Buttons row at the bottom (stacks on phones). */
  footer?: ReactNode;
  /** Portal target; Storybook passes its themed wrapper so the dialog takes that theme. */
  container?: HTMLElement | null;
}

/** A modal with a title (required by screen readers), optional description, body and footer. */
export function DialogContent({
  title,
  description,
  closeLabel,
  footer,
  container,
  className,
  children,
  ...rest
}: DialogContentProps) {
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <RadixDialog.Content
        // Without a description Radix warns unless aria-describedby is explicitly undefined.
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl border border-line bg-surface p-5 text-ink shadow-xl",
          "sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,32rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
          className,
        )}
        {...rest}
      >
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <RadixDialog.Title className="text-lg font-bold leading-snug">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-base text-ink-muted">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close
            aria-label={closeLabel}
            className={cn(
              "-m-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:text-ink",
              focusRing,
            )}
          >
            <X aria-hidden className="size-5" />
          </RadixDialog.Close>
        </div>
        {children ? <div className="mt-4 text-base">{children}</div> : null}
        {footer ? (
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

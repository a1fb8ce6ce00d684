"use client";

import { Button } from "./button";
import { cn } from "./lib/cn";
import { InlineIcon } from "./lib/inline-icons";
import { refreshCwIcon, serverCrashIcon } from "./lib/first-load-icon-shapes";

export interface ErrorStateProps {
  /** "Maaf, server sedang sibuk" / "Sorry, the server is busy" */
  title: string;
  text?: string;
  /** "Coba lagi" / "Try again". */
  retryLabel: string;
  onRetry: () => void;
  /** True while the retry is running: the button shows its loading stripe. */
  retrying?: boolean;
  className?: string;
}

/** The error state of a list or page section when the API fails, with a retry. */
export function ErrorState({
  title,
  text,
  retryLabel,
  onRetry,
  retrying = false,
  className,
}: ErrorStateProps) {
  return (
    <section
      role="alert"
      // a page showing a failure is never kept by the web's page cache, which looks for this mark
      data-error-state=""
      className={cn("flex flex-col items-center gap-3 px-4 py-10 text-center", className)}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-danger/10 text-danger-ink">
        <InlineIcon icon={serverCrashIcon} className="size-7" />
      </span>
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      {text ? <p className="max-w-prose text-base text-ink-muted">{text}</p> : null}
      <Button variant="secondary" onClick={onRetry} loading={retrying} className="mt-2">
        <InlineIcon icon={refreshCwIcon} className="size-5" />
        {retryLabel}
      </Button>
    </section>
  );
}

import type { ReactNode } from "react";
import { cn } from "./lib/cn";
import { InlineIcon } from "./lib/inline-icons";
import { serverCrashIcon } from "./lib/first-load-icon-shapes";

export interface ErrorStateProps {
  /** "Maaf, server sedang sibuk" / "Sorry, the server is busy" */
  title: string;
  text?: string;
  /** The way forward, usually a <RetryButton> (retry-button.tsx) with the caller's retry. */
  action: ReactNode;
  className?: string;
}

/**
 * The error state of a list or page section when the API fails, with a way forward. No hooks and no client
 * directive: a server page renders it as HTML and only the retry button is client code, so the many pages that
 * may show it (every list) do not carry its markup in their first-load JavaScript.
 */
export function ErrorState({ title, text, action, className }: ErrorStateProps) {
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
      {action}
    </section>
  );
}

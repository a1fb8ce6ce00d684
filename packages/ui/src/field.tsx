import type { ReactNode } from "react";
import { cn } from "./lib/cn";

/** Ids that tie a control to its hint and error so screen readers announce them (aria-describedby). */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  const ids = fieldIds(id);
  const parts = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean);
  return parts.length ? parts.join(" ") : undefined;
}

export const controlClass = cn(
  "block w-full min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-base text-ink",
  "placeholder:text-ink-muted/80 disabled:cursor-not-allowed disabled:opacity-60",
  "outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/40",
  "aria-[invalid=true]:border-danger-ink aria-[invalid=true]:focus-visible:ring-danger/40",
);

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Shown after the label of a required field, e.g. "wajib" / "required" (text comes from the app). */
  requiredLabel?: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then the hint and the error message under the field, so the message sits next to what it is about. */
export function FieldShell({
  id,
  label,
  hint,
  error,
  required,
  requiredLabel,
  className,
  children,
}: FieldShellProps) {
  const ids = fieldIds(id);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && requiredLabel ? (
          <span className="ml-1 font-normal text-ink-muted">({requiredLabel})</span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hint} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} role="alert" className="text-sm font-medium text-danger-ink">
          {error}
        </p>
      ) : null}
    </div>
  );
}

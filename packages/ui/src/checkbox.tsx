import { useId, type ComponentProps, type ReactNode } from "react";
import { fieldIds } from "./field";
import { cn } from "./lib/cn";

export interface CheckboxProps extends Omit<ComponentProps<"input">, "id" | "type"> {
  id?: string;
  /** May hold links, e.g. the agreement to the terms of use and the privacy policy. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  containerClassName?: string;
}

/** A native checkbox inside a 44 px tall label row, so the whole row is the touch target. */
export function Checkbox({ id, label, hint, error, containerClassName, className, ...input }: CheckboxProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const ids = fieldIds(fieldId);
  const described = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1", containerClassName)}>
      <div className="flex min-h-11 items-start gap-3 py-2.5">
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={cn(
            "mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand",
            "outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink",
            className,
          )}
          {...input}
        />
        <label htmlFor={fieldId} className="cursor-pointer text-base text-ink">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={ids.hint} className="pl-8 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} role="alert" className="pl-8 text-sm font-medium text-danger-ink">
          {error}
        </p>
      ) : null}
    </div>
  );
}

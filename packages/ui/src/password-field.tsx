"use client";

import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { controlClass, describedBy, FieldShell } from "./field";
import { cn } from "./lib/cn";
import { eyeIcon, eyeOffIcon } from "./lib/password-icon-shapes";
import { InlineIcon } from "./lib/inline-icons";
import { focusRing } from "./lib/styles";

export interface PasswordFieldProps extends Omit<ComponentProps<"input">, "id" | "type"> {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  requiredLabel?: string;
  /** Accessible names of the reveal button, e.g. "Tampilkan kata sandi" / "Sembunyikan kata sandi". */
  showLabel: string;
  hideLabel: string;
  containerClassName?: string;
}

export function PasswordField({
  id,
  label,
  hint,
  error,
  requiredLabel,
  showLabel,
  hideLabel,
  containerClassName,
  className,
  ...input
}: PasswordFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      required={input.required}
      requiredLabel={requiredLabel}
      className={containerClassName}
    >
      <div className="relative">
        <input
          id={fieldId}
          type={visible ? "text" : "password"}
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          className={cn(controlClass, "pr-12", className)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={fieldId}
          className={cn(
            "absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-muted hover:text-ink",
            focusRing,
          )}
        >
          <InlineIcon icon={visible ? eyeOffIcon : eyeIcon} className="size-5" />
        </button>
      </div>
    </FieldShell>
  );
}

import { useId, type ComponentProps, type ReactNode } from "react";
import { controlClass, describedBy, FieldShell } from "./field";
import { cn } from "./lib/cn";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message in the user's language; marks the input invalid when set. */
  error?: ReactNode;
  requiredLabel?: string;
  containerClassName?: string;
}

export function TextField({
  id,
  label,
  hint,
  error,
  requiredLabel,
  containerClassName,
  className,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
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
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={cn(controlClass, className)}
        {...input}
      />
    </FieldShell>
  );
}

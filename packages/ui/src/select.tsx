import { ChevronDown } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { controlClass, describedBy, FieldShell } from "./field";
import { cn } from "./lib/cn";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<"select">, "id" | "children"> {
  id?: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** First, empty choice such as "Pilih kategori"; omitted when not given. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  requiredLabel?: string;
  containerClassName?: string;
}

/**
 * A native <select>: it works before JavaScript arrives and opens the phone's own picker, which is
 * the better control for the learner on a mid-range Android phone.
 */
export function Select({
  id,
  label,
  options,
  placeholder,
  hint,
  error,
  requiredLabel,
  containerClassName,
  className,
  ...select
}: SelectProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      required={select.required}
      requiredLabel={requiredLabel}
      className={containerClassName}
    >
      <div className="relative">
        <select
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          className={cn(controlClass, "appearance-none pr-10", className)}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
        />
      </div>
    </FieldShell>
  );
}

import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cn } from "./lib/cn";
import { focusRing } from "./lib/styles";

export const buttonVariants = cva(
  [
    "relative inline-flex items-center justify-center gap-2 overflow-hidden font-semibold",
    "transition-colors select-none disabled:opacity-60",
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: "bg-brand text-white hover:bg-brand-strong",
        secondary: "border border-line bg-surface text-ink hover:bg-surface-muted",
        ghost: "bg-transparent text-brand-ink hover:bg-surface-muted",
        danger: "bg-danger-strong text-white hover:bg-danger-ink dark:hover:bg-danger",
      },
      // Every size keeps the 44 px touch target; sizes differ in padding and type only.
      size: {
        sm: "min-h-11 px-3 text-sm",
        md: "min-h-11 px-5 text-base",
        lg: "min-h-12 px-6 text-lg",
        icon: "size-11 p-0",
      },
      block: { true: "w-full", false: "" },
      // a pill for a row of filter chips; every other button keeps the rounded rectangle
      shape: { rounded: "rounded-lg", pill: "rounded-full" },
      // a busy button says "wait" under the pointer, a disabled one "not now"
      busy: { true: "disabled:cursor-progress", false: "disabled:cursor-not-allowed" },
    },
    defaultVariants: { variant: "primary", size: "md", block: false, shape: "rounded", busy: false },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** While true the button is disabled and shows a moving stripe (the product has no spinners). */
  loading?: boolean;
  /** Replaces the label while loading, e.g. "Menyimpan…"; the label stays when omitted. */
  loadingText?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  shape,
  loading = false,
  loadingText,
  disabled,
  className,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size, block, shape, busy: loading }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      {loading && loadingText !== undefined ? loadingText : children}
      {loading ? (
        <span aria-hidden className="absolute inset-x-0 bottom-0 h-1 overflow-hidden bg-current/15">
          <span className="block h-full w-1/3 animate-gk-stripe bg-current/70 motion-reduce:animate-none" />
        </span>
      ) : null}
    </button>
  );
}

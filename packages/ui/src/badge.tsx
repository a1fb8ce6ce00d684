import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./lib/cn";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold whitespace-nowrap [&_svg]:size-3.5",
  {
    variants: {
      tone: {
        brand: "bg-brand-soft text-brand-strong dark:bg-brand/25 dark:text-brand-ink",
        neutral: "bg-surface-muted text-ink-muted",
        success: "bg-success/15 text-success-ink",
        info: "bg-info/15 text-info-ink",
        danger: "bg-danger/15 text-danger-ink",
        // over a course cover: an opaque chip in the brand's ink, readable on any picture
        cover: "bg-surface/95 text-brand-strong shadow-sm dark:bg-surface/95 dark:text-brand-ink",
      },
      size: { sm: "text-xs", md: "text-sm" },
    },
    defaultVariants: { tone: "neutral", size: "sm" },
  },
);

export interface BadgeProps extends ComponentProps<"span">, VariantProps<typeof badgeVariants> {}

export function Badge({ tone, size, className, ...rest }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone, size }), className)} {...rest} />;
}

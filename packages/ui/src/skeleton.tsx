import type { ComponentProps } from "react";
import { cn } from "./lib/cn";

/**
 * A grey placeholder block with a slow pulse: the loading state of lists (a skeleton, not a spinner,
 * so the layout does not jump when the content arrives). Decorative; the region that loads should carry aria-busy.
 */
export function Skeleton({
  className,
  flush = false,
  ...rest
}: ComponentProps<"div"> & {
  /** square corners, for a block that fills its container's edge (a card's cover) */
  flush?: boolean;
}) {
  return (
    <div
      aria-hidden
      className={cn(
        "animate-gk-shimmer bg-surface-muted motion-reduce:animate-none dark:bg-line/60",
        !flush && "rounded-md",
        className,
      )}
      {...rest}
    />
  );
}

/** The loading shape of a CourseCard, same size so the page does not jump when data arrives. */
export function CourseCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn("flex flex-col overflow-hidden rounded-card border border-line bg-surface", className)}
    >
      <Skeleton flush className="aspect-video w-full" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-1 h-5 w-1/4" />
      </div>
    </div>
  );
}

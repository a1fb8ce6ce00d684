import type { ReactNode } from "react";
import { cn } from "./lib/cn";
import { inboxIcon } from "./lib/icon-shapes";
import { InlineIcon } from "./lib/inline-icons";

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** The picture above the title, an icon element sized by the box (lucide's "inbox" when none is given). */
  icon?: ReactNode;
  /** The way forward, e.g. a "Reset filter" button or an "Explore courses" link. */
  action?: ReactNode;
  /** Heading level that fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** An empty list ("Course not found", no recommendations, …) with a way forward. */
export function EmptyState({
  title,
  text,
  icon = <InlineIcon icon={inboxIcon} className="size-7" />,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cn("flex flex-col items-center gap-3 px-4 py-10 text-center", className)}>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong dark:bg-brand/20 dark:text-brand-ink">
        {icon}
      </span>
      <Heading className="text-lg font-bold text-ink">{title}</Heading>
      {text ? <p className="max-w-prose text-base text-ink-muted">{text}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </section>
  );
}

"use client";

import { Button } from "@gk/ui/button";
import type { ReactNode } from "react";
import { apiErrors } from "../auth/form-errors";

/**
 * The three states every console list goes through before it has rows to show: the API failed (its message and
 * a retry), still loading, or nothing to list. `children` draws the rows once there are some.
 */
export function ListState<T>({
  isError,
  error,
  items,
  refetch,
  labels,
  children,
}: {
  isError: boolean;
  error: unknown;
  items: T[] | undefined;
  refetch: () => unknown;
  labels: { unavailable: string; retry: string; empty: string };
  children: (items: T[]) => ReactNode;
}) {
  if (isError)
    return (
      <div role="alert" className="space-y-2 rounded-lg border border-danger p-3 text-danger-ink">
        <p>{apiErrors(error, labels.unavailable).message}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {labels.retry}
        </Button>
      </div>
    );
  if (!items)
    return (
      <p className="text-ink-muted" aria-busy="true">
        …
      </p>
    );
  if (items.length === 0) return <p className="text-ink-muted">{labels.empty}</p>;
  return children(items);
}

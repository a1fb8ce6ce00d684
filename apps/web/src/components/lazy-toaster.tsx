"use client";

import { toast } from "@gk/ui/toast-store";
import { lazy, Suspense, useEffect, useState } from "react";

/** The toast bar (Radix toast) is a chunk of its own, fetched when the first toast of the tab is shown. */
const Toaster = lazy(() => import("@gk/ui/toast").then((m) => ({ default: m.Toaster })));

export function LazyToaster({ closeLabel, regionLabel }: { closeLabel: string; regionLabel: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (toast.getSnapshot()) setWanted(true);
    return toast.subscribe(() => {
      if (toast.getSnapshot()) setWanted(true);
    });
  }, [wanted]);
  return wanted ? (
    <Suspense>
      <Toaster closeLabel={closeLabel} regionLabel={regionLabel} />
    </Suspense>
  ) : null;
}

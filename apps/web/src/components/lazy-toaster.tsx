"use client";

import { toast } from "@gk/ui/toast-store";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

/** The toast bar (Radix toast) is a chunk of its own, fetched when the first toast of the tab is shown. */
const Toaster = dynamic(() => import("@gk/ui/toast").then((m) => m.Toaster), { ssr: false });

export function LazyToaster({ closeLabel, regionLabel }: { closeLabel: string; regionLabel: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (toast.getSnapshot()) setWanted(true);
    return toast.subscribe(() => {
      if (toast.getSnapshot()) setWanted(true);
    });
  }, [wanted]);
  return wanted ? <Toaster closeLabel={closeLabel} regionLabel={regionLabel} /> : null;
}

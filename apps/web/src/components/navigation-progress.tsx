"use client";

import { progress } from "@gk/ui/progress-controller";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect } from "react";

/**
 * The page-top bar on every navigation: a click on a same-origin link starts it, the new
 * pathname or query finishes it. Form submits that navigate (search) start it too.
 */
function Tracker() {
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    progress.done();
  }, [pathname, search]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a");
      if (!a || a.target === "_blank" || a.hasAttribute("download")) return;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin) return;
      if (url.pathname === location.pathname && url.search === location.search) return;
      progress.start();
    };
    const onSubmit = (e: SubmitEvent) => {
      const form = e.target as HTMLFormElement;
      if (form.method.toLowerCase() === "get" && !e.defaultPrevented) progress.start();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("submit", onSubmit);
    };
  }, []);
  return null;
}

export function NavigationProgress() {
  return (
    <Suspense fallback={null}>
      <Tracker />
    </Suspense>
  );
}

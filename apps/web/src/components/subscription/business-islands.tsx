"use client";

import { lazy, Suspense, type ComponentProps } from "react";

/*
 * The business home's interactive parts, each a chunk of its own: the home page module imports the business
 * home for the business site, and without this boundary every other site's home would load the search client
 * (typesense, ~45 kB) and the trial dialog (Radix dialog, ~30 kB) it never shows. Rendered on the server
 * as usual; the browser fetches them only on the page that has them. React's own lazy rather than
 * next/dynamic, whose loader would be part of every page's first script.
 */
const LazyBusinessSearch = lazy(() =>
  import("./business-search").then((m) => ({ default: m.BusinessSearch })),
);
const LazyTrialButton = lazy(() => import("./trial-modal").then((m) => ({ default: m.TrialButton })));

export function BusinessSearch(props: ComponentProps<typeof LazyBusinessSearch>) {
  return (
    <Suspense>
      <LazyBusinessSearch {...props} />
    </Suspense>
  );
}

export function TrialButton(props: ComponentProps<typeof LazyTrialButton>) {
  return (
    <Suspense>
      <LazyTrialButton {...props} />
    </Suspense>
  );
}

"use client";

import dynamic from "next/dynamic";

/**
 * The business home's interactive parts, each a chunk of its own: the home page module imports the business
 * home for the business site, and without this boundary every other site's home would load the search client
 * (typesense, ~45 kB) and the trial dialog (Radix dialog, ~30 kB) it never shows. Rendered on the server
 * as usual; the browser fetches them only on the page that has them.
 */
export const BusinessSearch = dynamic(() => import("./business-search").then((m) => m.BusinessSearch));
export const TrialButton = dynamic(() => import("./trial-modal").then((m) => m.TrialButton));

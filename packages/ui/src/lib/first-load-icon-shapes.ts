/*
 * The icons that client components in every page's first load draw (the busy state's retry, the account button),
 * as lucide's data like the rest of `icon-shapes.ts`, which re-exports them. They live apart because the bundler
 * keeps a module whole: a client component importing `icon-shapes.ts` for one icon carried all of them. The error
 * state's own icon stays here too: the server draws it on most pages, but a client component that shows the
 * state (the quiz runner's) would otherwise carry every icon.
 */

export type IconShape = readonly (readonly [
  "path" | "circle" | "rect" | "line" | "polyline",
  Readonly<Record<string, string>>,
])[];

export const serverCrashIcon = [
  ["path", { d: "M6 10H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" }],
  ["path", { d: "M6 14H4a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-4a2 2 0 0 0-2-2h-2" }],
  ["path", { d: "M6 6h.01" }],
  ["path", { d: "M6 18h.01" }],
  ["path", { d: "m13 6-4 6h6l-4 6" }],
] as const satisfies IconShape;
export const refreshCwIcon = [
  ["path", { d: "M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" }],
  ["path", { d: "M21 3v5h-5" }],
  ["path", { d: "M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" }],
  ["path", { d: "M8 16H3v5" }],
] as const satisfies IconShape;
export const userRoundIcon = [
  ["circle", { cx: "12", cy: "8", r: "5" }],
  ["path", { d: "M20 21a8 8 0 0 0-16 0" }],
] as const satisfies IconShape;

/*
 * A few of lucide's icons (lucide-react 1.73.0, ISC) as plain SVG, for the client components that every page
 * loads first (a section's error state, the account button, the search box of the search page): lucide's
 * runtime for three icons cost more than the icons. inline-icons.test.tsx checks each against lucide's data.
 * Anywhere else, import the icon from lucide-react.
 */

type Shape = readonly ["path", { d: string }] | readonly ["circle", { cx: string; cy: string; r: string }];

export const ICON_SHAPES = {
  "server-crash": [
    ["path", { d: "M6 10H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" }],
    ["path", { d: "M6 14H4a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-4a2 2 0 0 0-2-2h-2" }],
    ["path", { d: "M6 6h.01" }],
    ["path", { d: "M6 18h.01" }],
    ["path", { d: "m13 6-4 6h6l-4 6" }],
  ],
  "refresh-cw": [
    ["path", { d: "M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" }],
    ["path", { d: "M21 3v5h-5" }],
    ["path", { d: "M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" }],
    ["path", { d: "M8 16H3v5" }],
  ],
  search: [
    ["path", { d: "m21 21-4.34-4.34" }],
    ["circle", { cx: "11", cy: "11", r: "8" }],
  ],
  "user-round": [
    ["circle", { cx: "12", cy: "8", r: "5" }],
    ["path", { d: "M20 21a8 8 0 0 0-16 0" }],
  ],
} as const satisfies Record<string, readonly Shape[]>;

export type InlineIconName = keyof typeof ICON_SHAPES;

/** One of the icons above, drawn as lucide draws it (24 × 24, 2 px round strokes in the text colour). */
export function InlineIcon({ name, className }: { name: InlineIconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {ICON_SHAPES[name].map(([tag, attrs], i) =>
        tag === "path" ? <path key={i} {...attrs} /> : <circle key={i} {...attrs} />,
      )}
    </svg>
  );
}

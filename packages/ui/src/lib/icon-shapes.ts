/*
 * Lucide's icons (lucide-react 1.73.0, ISC) as data, drawn by InlineIcon (inline-icons.tsx). One export per
 * icon, named after lucide's icon with "Icon" after it (lucide's "share-2" is share2Icon);
 * inline-icons.test.tsx checks each against lucide's data. The bundler keeps a module whole, so a client
 * component that imports one icon from here carries them all: the icons of every page's first load are in
 * first-load-icon-shapes.ts (re-exported here), and a client component of the first load imports from there.
 */
import type { IconShape } from "./first-load-icon-shapes";

export type { IconShape } from "./first-load-icon-shapes";
export { refreshCwIcon, serverCrashIcon, userRoundIcon } from "./first-load-icon-shapes";

export const searchIcon = [
  ["path", { d: "m21 21-4.34-4.34" }],
  ["circle", { cx: "11", cy: "11", r: "8" }],
] as const satisfies IconShape;
export const sunIcon = [
  ["circle", { cx: "12", cy: "12", r: "4" }],
  ["path", { d: "M12 2v2" }],
  ["path", { d: "M12 20v2" }],
  ["path", { d: "m4.93 4.93 1.41 1.41" }],
  ["path", { d: "m17.66 17.66 1.41 1.41" }],
  ["path", { d: "M2 12h2" }],
  ["path", { d: "M20 12h2" }],
  ["path", { d: "m6.34 17.66-1.41 1.41" }],
  ["path", { d: "m19.07 4.93-1.41 1.41" }],
] as const satisfies IconShape;
export const moonIcon = [
  [
    "path",
    {
      d: "M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401",
    },
  ],
] as const satisfies IconShape;
export const monitorIcon = [
  ["rect", { width: "20", height: "14", x: "2", y: "3", rx: "2" }],
  ["line", { x1: "8", x2: "16", y1: "21", y2: "21" }],
  ["line", { x1: "12", x2: "12", y1: "17", y2: "21" }],
] as const satisfies IconShape;
export const houseIcon = [
  ["path", { d: "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" }],
  [
    "path",
    {
      d: "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
    },
  ],
] as const satisfies IconShape;
export const compassIcon = [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  [
    "path",
    { d: "m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z" },
  ],
] as const satisfies IconShape;
export const bookOpenIcon = [
  ["path", { d: "M12 5v16" }],
  [
    "path",
    {
      d: "M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z",
    },
  ],
] as const satisfies IconShape;
export const mapPinIcon = [
  [
    "path",
    {
      d: "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0",
    },
  ],
  ["circle", { cx: "12", cy: "10", r: "3" }],
] as const satisfies IconShape;
export const checkIcon = [["path", { d: "M20 6 9 17l-5-5" }]] as const satisfies IconShape;
export const clockIcon = [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M12 6v6l4 2" }],
] as const satisfies IconShape;
export const share2Icon = [
  ["circle", { cx: "18", cy: "5", r: "3" }],
  ["circle", { cx: "6", cy: "12", r: "3" }],
  ["circle", { cx: "18", cy: "19", r: "3" }],
  ["line", { x1: "8.59", x2: "15.42", y1: "13.51", y2: "17.49" }],
  ["line", { x1: "15.41", x2: "8.59", y1: "6.51", y2: "10.49" }],
] as const satisfies IconShape;
export const usersIcon = [
  ["path", { d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" }],
  ["path", { d: "M16 3.128a4 4 0 0 1 0 7.744" }],
  ["path", { d: "M22 21v-2a4 4 0 0 0-3-3.87" }],
  ["circle", { cx: "9", cy: "7", r: "4" }],
] as const satisfies IconShape;
export const circleCheckIcon = [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "m16 9-5.5 5.5L8 12" }],
] as const satisfies IconShape;
export const circleIcon = [["circle", { cx: "12", cy: "12", r: "10" }]] as const satisfies IconShape;
export const fileTextIcon = [
  [
    "path",
    {
      d: "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z",
    },
  ],
  ["path", { d: "M14 2v5a1 1 0 0 0 1 1h5" }],
  ["path", { d: "M10 9H8" }],
  ["path", { d: "M16 13H8" }],
  ["path", { d: "M16 17H8" }],
] as const satisfies IconShape;
export const circleQuestionMarkIcon = [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5" }],
  ["path", { d: "M12 17h.01" }],
] as const satisfies IconShape;
export const lockIcon = [
  ["rect", { width: "18", height: "11", x: "3", y: "11", rx: "2", ry: "2" }],
  ["path", { d: "M7 11V7a5 5 0 0 1 10 0v4" }],
] as const satisfies IconShape;
export const circlePlayIcon = [
  [
    "path",
    { d: "M9 9.003a1 1 0 0 1 1.517-.859l4.997 2.997a1 1 0 0 1 0 1.718l-4.997 2.997A1 1 0 0 1 9 14.996z" },
  ],
  ["circle", { cx: "12", cy: "12", r: "10" }],
] as const satisfies IconShape;
export const radioIcon = [
  ["path", { d: "M16.247 7.761a6 6 0 0 1 0 8.478" }],
  ["path", { d: "M19.075 4.933a10 10 0 0 1 0 14.134" }],
  ["path", { d: "M4.925 19.067a10 10 0 0 1 0-14.134" }],
  ["path", { d: "M7.753 16.239a6 6 0 0 1 0-8.478" }],
  ["circle", { cx: "12", cy: "12", r: "2" }],
] as const satisfies IconShape;
export const inboxIcon = [
  ["polyline", { points: "22 12 16 12 14 15 10 15 8 12 2 12" }],
  [
    "path",
    {
      d: "M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z",
    },
  ],
] as const satisfies IconShape;
export const awardIcon = [
  [
    "path",
    {
      d: "m15.477 12.89 1.515 8.526a.5.5 0 0 1-.81.47l-3.58-2.687a1 1 0 0 0-1.197 0l-3.586 2.686a.5.5 0 0 1-.81-.469l1.514-8.526",
    },
  ],
  ["circle", { cx: "12", cy: "8", r: "6" }],
] as const satisfies IconShape;

import { createElement } from "react";
import type { IconShape } from "./icon-shapes";

/*
 * Lucide's icons drawn as plain SVG from their data (icon-shapes.ts). Two kinds of component use it:
 *  - the client components every page loads first (a section's error state, the account button, the search
 *    box), where lucide's runtime for three icons cost more than the icons;
 *  - server components (the shell, the course page and its outline): lucide's icons are client modules, so
 *    a server component that renders one still puts lucide's runtime in the page's first script.
 * In a client component that loads later (a dialog, a form), import the icon from lucide-react.
 */

/**
 * An icon, drawn as lucide draws it (24 × 24, 2 px round strokes in the text colour). Hidden
 * from screen readers unless it carries a label, when it is an image with that name (a lesson's "done" mark).
 */
export function InlineIcon({
  icon,
  className,
  label,
}: {
  icon: IconShape;
  className?: string;
  label?: string;
}) {
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
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": "true" })}
      className={className}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}

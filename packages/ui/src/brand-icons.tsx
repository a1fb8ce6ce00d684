import type { SVGProps } from "react";

// lucide-react 1.x dropped brand logos; these are simple single-colour glyphs in lucide's 24 px grid,
// drawn with currentColor so they follow the text colour in both themes.

type IconProps = SVGProps<SVGSVGElement>;

const base = { viewBox: "0 0 24 24", fill: "currentColor", "aria-hidden": true } as const;

export function FacebookGlyph(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v3.5H8V21h3.5v-7.5H14l.5-3.5h-3V7.5a1 1 0 0 1 1-1H15z" />
    </svg>
  );
}

export function LinkedinGlyph(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="6.5" cy="6.5" r="1.75" />
      <rect x="5" y="9.5" width="3" height="9.5" />
      <path d="M10.5 9.5h3v1.4c.6-1 1.7-1.7 3.2-1.7 2.5 0 3.8 1.6 3.8 4.6V19h-3v-5c0-1.4-.6-2.2-1.8-2.2s-2.2.9-2.2 2.4V19h-3z" />
    </svg>
  );
}

export function XGlyph(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M4 4l6.6 8.8L4.3 20h1.5l5.5-6.3 4.7 6.3H20l-6.9-9.3L19 4h-1.5l-5.1 5.8L8 4zm2.3 1.2h1.2l10.2 13.6h-1.2z" />
    </svg>
  );
}

import { createElement, type ReactElement, type SVGProps } from "react";

/** The data lucide-react keeps beside each icon (`lucide-react/icons/<name>` exports it as `__iconData`). */
interface IconData {
  name?: string;
  aliases?: (string | { name: string })[];
  node: [string, Record<string, string | number>][];
}

/** Reads `__iconData` from a `lucide-react/icons/<name>` module namespace (its types declare only the default). */
export function iconDataOf(module: unknown): IconData {
  return (module as { __iconData: IconData }).__iconData;
}

export type StaticIconProps = SVGProps<SVGSVGElement>;

/**
 * A lucide icon as plain SVG, the same markup lucide-react renders, but without its "use client" Icon: in a
 * server-rendered list (a hundred rating stars) each icon is HTML only, not a client component whose data
 * travels again in the page's RSC payload and is hydrated one by one.
 */
export function staticIcon(data: IconData) {
  const own = [
    "lucide",
    ...(data.name ? [`lucide-${data.name}`] : []),
    ...(data.aliases ?? []).flatMap((a) => (typeof a === "string" && a.trim() ? [`lucide-${a}`] : [])),
  ];
  // one children array and one element per distinct set of props: React's server payload writes an object it
  // has already written as a reference, so a list of a hundred stars carries the star's path once
  const children = data.node.map(([tag, attrs], i) =>
    createElement(tag, { ...attrs, key: String(attrs.key ?? i) }),
  );
  const made = new Map<string, ReactElement>();
  function StaticIcon(props: StaticIconProps) {
    const plain = Object.values(props).every(
      (v) => v === undefined || v === null || ["string", "number", "boolean"].includes(typeof v),
    );
    const key = plain ? JSON.stringify(props) : null;
    const hit = key === null ? undefined : made.get(key);
    if (hit) return hit;
    const element = render(props);
    if (key !== null && made.size < 64) made.set(key, element);
    return element;
  }
  function render({ className, ...rest }: StaticIconProps) {
    const labelled = Object.keys(rest).some((k) => k.startsWith("aria-") || k === "role" || k === "title");
    const classes = [...own, ...(className?.split(" ").filter(Boolean) ?? [])];
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={[...new Set(classes)].join(" ")}
        {...(labelled ? {} : { "aria-hidden": "true" as const })}
        {...rest}
      >
        {children}
      </svg>
    );
  }
  StaticIcon.displayName = data.name ?? "StaticIcon";
  return StaticIcon;
}

import { twMerge } from "tailwind-merge";

/**
 * The class lists in which one Tailwind class overrides another of the same property ("rounded-lg rounded-full").
 * The design system's `cn` only joins class names, so in such a list the stylesheet's order decides, not the
 * list's: a component and its caller must never set the same property (the caller asks for a variant). The
 * unit tests check every rendered element with this, and the journeys every page they check for accessibility.
 * Test-only: tailwind-merge knows which classes set the same property and stays out of the product's bundles.
 */
export function classConflicts(classLists: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const list of classLists) {
    const classes = new Set(list.split(/\s+/).filter(Boolean));
    const kept = new Set(twMerge([...classes].join(" ")).split(" "));
    const overridden = [...classes].filter((c) => !kept.has(c));
    if (overridden.length) found.add(`"${list.trim()}": ${overridden.join(" ")} overridden`);
  }
  return [...found];
}

/** Every `class` attribute under `root` (SVG elements included). */
export function classListsIn(root: ParentNode): string[] {
  return [...root.querySelectorAll("[class]")].map((el) => el.getAttribute("class") ?? "");
}

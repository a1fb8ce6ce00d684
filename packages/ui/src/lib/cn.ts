import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicts: a component's classes and a caller's never set the same
 * property, and a caller that needs another look asks for a variant (a button's `shape`, a badge's `size`).
 * Resolving them at run time took tailwind-merge and its table of every Tailwind class into the first load of
 * every page (8 kB gzip, a quarter of the product's own script); `expectNoClassConflicts` keeps the rule in
 * the unit tests and the journeys.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

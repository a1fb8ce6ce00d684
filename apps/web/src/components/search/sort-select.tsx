"use client";

import { useRouter } from "next/navigation";

/**
 * "Sort by" (relevance, highest rating, popularity, newest). A select that, once JavaScript runs, hands the
 * choice to `onSelect` (the browser's search) or else navigates to the option's URL; before that the links
 * beside it in <noscript> do the same.
 */
export function SortSelect({
  label,
  value,
  options,
  onSelect,
}: {
  label: string;
  value: string;
  options: { value: string; label: string; href: string }[];
  onSelect?: (value: string) => void;
}) {
  const router = useRouter();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort" className="text-sm font-semibold text-ink-muted">
        {label}
      </label>
      <select
        id="sort"
        value={value}
        onChange={(e) => {
          const to = options.find((o) => o.value === e.target.value);
          if (!to) return;
          if (onSelect) onSelect(to.value);
          else router.push(to.href, { scroll: false });
        }}
        className="min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-base text-ink"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <noscript>
        {options.map((o) => (
          <a key={o.value} href={o.href} className="ml-2 underline">
            {o.label}
          </a>
        ))}
      </noscript>
    </div>
  );
}

import { searchIcon } from "@gk/ui/icon-shapes";
import { InlineIcon } from "@gk/ui/inline-icons";
import type { FormEvent } from "react";

/**
 * The search box: a plain GET form to the search page, so it works before (and without) JavaScript and the
 * query lands in the URL. Given `onSearch` (the browser's search), a submit stays in the page. No hooks, so
 * server pages and the live search both render it; `key` on the input shows a query that back/forward brought.
 */
export function SearchForm({
  action,
  value = "",
  labels: l,
  onSearch,
}: {
  action: string;
  value?: string;
  labels: { label: string; placeholder: string; submit: string };
  onSearch?: (q: string) => void;
}) {
  const onSubmit = onSearch
    ? (e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get("q") ?? "").trim());
      }
    : undefined;
  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={onSubmit}
      className="flex w-full max-w-2xl gap-2"
    >
      <label htmlFor="site-search" className="sr-only">
        {l.label}
      </label>
      <input
        key={value}
        id="site-search"
        name="q"
        type="search"
        defaultValue={value}
        placeholder={l.placeholder}
        className="min-h-12 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-4 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-brand-ink"
      />
      <button
        type="submit"
        className="inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
      >
        <InlineIcon icon={searchIcon} className="size-5" />
        <span className="sr-only sm:not-sr-only">{l.submit}</span>
      </button>
    </form>
  );
}

"use client";

import type { User } from "@gk/contracts";
import { Button } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import { useTranslations } from "@gk/i18n/client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { apiErrors } from "../auth/form-errors";
import { QueryProvider, useGk } from "../query-provider";
import { ClientForm, SubmitButton } from "../client-form";
import { useApp } from "../providers";

/**
 * Choosing interests: the catalogue's categories as chips (native checkboxes under styled labels, so Tab,
 * Space and screen readers work as on any form, and each chip is a 44 px touch target). Only categories
 * with courses the viewer can see are offered (a company's people see their company's picks), plus any
 * already chosen. Saving replaces the whole list, marks the home recommendations as changed so they reload,
 * and updates the signed-in user in the auth store; `onDone` runs after saving or skipping.
 */
export function InterestsPicker(props: InterestsPickerProps) {
  // also a lazily loaded island (a new learner's welcome on the home), so it brings its own react-query
  return (
    <QueryProvider>
      <Picker {...props} />
    </QueryProvider>
  );
}

interface InterestsPickerProps {
  initial: readonly string[];
  onDone?: (user: User | null) => void;
  skippable?: boolean;
}

function Picker({ initial, onDone, skippable = false }: InterestsPickerProps) {
  const t = useTranslations("profile");
  const gk = useGk();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initial));
  const [error, setError] = useState<string | null>(null);
  const categories = useQuery(gk.categories.queryOptions());
  const save = useMutation(gk.interestsUpdate.mutationOptions());
  const { auth } = useApp();
  const hintId = useId();
  const countId = useId();

  // a chosen category stays on offer even without visible courses, so it can be unchosen
  const offered = (categories.data?.data.items ?? []).filter(
    (c) => c.courseCount > 0 || initial.includes(c.slug),
  );

  function toggle(slug: string, on: boolean) {
    setError(null);
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(slug);
      else next.delete(slug);
      return next;
    });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const res = await save.mutateAsync({ interests: [...chosen] });
      auth.interestsSaved(res.data.user);
      toast.show({ look: "success", message: res.data.message });
      onDone?.(res.data.user);
    } catch (err) {
      setError(apiErrors(err, t("interests.unknown")).message);
    }
  }

  if (categories.isError)
    return (
      <div className="space-y-3">
        <p role="alert" className="text-danger-ink">
          {t("interests.loadFailed")}
        </p>
        <Button type="button" variant="secondary" onClick={() => void categories.refetch()}>
          {t("interests.retry")}
        </Button>
      </div>
    );

  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={categories.isPending}>
      <fieldset aria-describedby={`${hintId} ${countId}`} className="space-y-3">
        <legend className="text-base font-semibold text-ink">{t("interests.legend")}</legend>
        <p id={hintId} className="text-sm text-ink-muted">
          {t("interests.hint")}
        </p>
        {categories.isPending ? (
          <div className="flex flex-wrap gap-2" aria-hidden>
            {Array.from({ length: 8 }, (_, i) => (
              <span key={i} className="h-11 w-36 animate-pulse rounded-full bg-surface-muted" />
            ))}
          </div>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {offered.map((c) => {
              const on = chosen.has(c.slug);
              return (
                <li key={c.slug}>
                  <label
                    className={[
                      "flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium",
                      "has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-ink",
                      on
                        ? "border-brand bg-brand-soft text-brand-ink dark:bg-brand/20"
                        : "border-line bg-surface text-ink hover:border-brand",
                    ].join(" ")}
                  >
                    <input
                      type="checkbox"
                      name="interests"
                      value={c.slug}
                      checked={on}
                      onChange={(e) => toggle(c.slug, e.target.checked)}
                      className="sr-only"
                    />
                    {on ? <Check aria-hidden className="size-4 shrink-0" /> : null}
                    {c.name}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <p id={countId} aria-live="polite" className="text-sm text-ink-muted">
          {t("interests.selected", { count: chosen.size })}
        </p>
      </fieldset>
      {error ? (
        <p role="alert" className="text-danger-ink">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton loading={save.isPending} disabled={categories.isPending}>
          {t("interests.save")}
        </SubmitButton>
        {skippable ? (
          <Button type="button" variant="ghost" onClick={() => onDone?.(null)}>
            {t("interests.skip")}
          </Button>
        ) : null}
      </div>
    </ClientForm>
  );
}

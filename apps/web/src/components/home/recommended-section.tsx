"use client";

import { isRecommendationChangedAtom } from "@gk/auth";
import { useAtom } from "jotai";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Keeps "recommendations for you" in step with the learner's interests. The section itself is rendered by the
 * server like the others (only its cards are client components, sent as their props); when the learner
 * saves interests (the auth store's recommendation-changed flag, set by the picker) this asks the server for
 * the page again, so the section follows the new interests without a reload, and resets the flag.
 */
export function RecommendedRefresh() {
  const router = useRouter();
  const [changed, setChanged] = useAtom(isRecommendationChangedAtom);
  useEffect(() => {
    if (!changed) return;
    setChanged(false);
    router.refresh();
  }, [changed, router, setChanged]);
  return null;
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useApp, useSession } from "../providers";

/**
 * Keeps "recommendations for you" in step with the learner's interests. The section itself is rendered by the
 * server like the others (only its cards are client components, sent as their props); when the learner
 * saves interests (the auth store's recommendation-changed flag, set by the picker) this asks the server for
 * the page again, so the section follows the new interests without a reload, and resets the flag.
 */
export function RecommendedRefresh() {
  const router = useRouter();
  const changed = useSession().recommendationsChanged;
  const { auth } = useApp();
  useEffect(() => {
    if (!changed) return;
    auth.recommendationsSeen();
    router.refresh();
  }, [changed, router, auth]);
  return null;
}

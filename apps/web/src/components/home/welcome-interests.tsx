"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { WELCOME_INTERESTS_KEY } from "@/lib/welcome-interests";
import { useSession } from "../providers";

// the step (its texts and the interests picker) is a chunk of its own, fetched only for the one home view
// right after registering
const WelcomeInterestsStep = lazy(() => import("./welcome-interests-step"));

/**
 * The optional step right after registering: on the first home page of a new account, "what would you like to
 * learn?" with the interests picker and a skip button. Shown once per registration (see lib/welcome-interests),
 * inline above the page rather than as a dialog, so nothing else on the page is blocked.
 */
export function WelcomeInterests() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    try {
      setOpen(sessionStorage.getItem(WELCOME_INTERESTS_KEY) === "1");
    } catch {
      setOpen(false);
    }
  }, []);

  if (!open || !user) return null;
  const done = () => {
    try {
      sessionStorage.removeItem(WELCOME_INTERESTS_KEY);
    } catch {
      // nothing to clear
    }
    setOpen(false);
  };
  return (
    <Suspense>
      <WelcomeInterestsStep interests={user.interests} onDone={done} />
    </Suspense>
  );
}

"use client";

import { createTokenSignal } from "@gk/auth/signal";
import { storedToken } from "@gk/auth/stored-token";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * On a page the server rendered for a visitor without a session (the course page's sign-in links and its
 * script-free panels): when a session appears, signed in in another tab of the site, the server's parts are
 * rendered again for it, so the page offers "Pay" and the enrolment instead of sending a signed-in learner
 * to the sign-in page.
 */
export function SignInRefresh() {
  const router = useRouter();
  useEffect(() => {
    const signal = createTokenSignal();
    const off = signal.subscribe(() => {
      if (storedToken()) router.refresh();
    });
    return () => {
      off();
      signal.close();
    };
  }, [router]);
  return null;
}

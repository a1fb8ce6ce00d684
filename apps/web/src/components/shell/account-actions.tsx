"use client";

import type { Locale } from "@gk/tenancy";
import { buttonVariants } from "@gk/ui/button";
import { lazy, Suspense } from "react";
import { IntentLink } from "../intent-link";
import { useTranslations } from "@gk/i18n/client";
import { localePath } from "@/lib/paths";
import { AccountTriggerLabel } from "./account-trigger-label";
import { useSession } from "../providers";

/** The menu (Radix + floating-ui) is a chunk of its own, fetched only when someone is signed in. */
const AccountMenu = lazy(() => import("./account-menu"));

function TriggerPlaceholder() {
  const t = useTranslations("common");
  const { user } = useSession();
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={buttonVariants({ variant: "secondary", size: "sm" })}
    >
      <AccountTriggerLabel name={user?.fullName ?? t("nav.myAccount")} menuLabel={t("accountMenu")} />
    </button>
  );
}

/**
 * Header right side: "Sign in" for a visitor, the account menu for a signed-in user. Before the login
 * state is known the server's cookie hint decides, so the header does not jump.
 */
export function AccountActions({
  locale,
  signedInHint,
  leaderboard,
}: {
  locale: Locale;
  signedInHint: boolean;
  /** the site's `features.leaderboard`: the menu links to it only where it exists */
  leaderboard: boolean;
}) {
  const t = useTranslations("common");
  const { state } = useSession();
  const signedIn = state === "LOGIN" || ((state === "IDLE" || state === "LOADING") && signedInHint);

  if (!signedIn) {
    return (
      <IntentLink
        href={localePath(locale, "/login")}
        className={buttonVariants({ variant: "primary", size: "sm" })}
      >
        {t("nav.login")}
      </IntentLink>
    );
  }
  return (
    <Suspense fallback={<TriggerPlaceholder />}>
      <AccountMenu locale={locale} leaderboard={leaderboard} />
    </Suspense>
  );
}

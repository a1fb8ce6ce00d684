"use client";

import { currentUserAtom, loginStateAtom } from "@gk/auth";
import { buttonVariants } from "@gk/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@gk/ui/dropdown-menu";
import { toast } from "@gk/ui/toast";
import { useAtomValue } from "jotai";
import { ChartNoAxesColumn, KeyRound, LogOut, Trophy, UserRound, UserRoundX } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { localePath } from "@/lib/paths";
import { useApp } from "../providers";

/**
 * Header right side: "Sign in" for a visitor, the account menu of §2 (profile, leaderboard, dashboard,
 * change password, delete account, logout) for a signed-in user. Before the login state is known the
 * server's cookie hint decides, so the header does not jump.
 */
export function AccountActions({ locale, signedInHint }: { locale: "id" | "en"; signedInHint: boolean }) {
  const t = useTranslations("common");
  const ta = useTranslations("auth");
  const state = useAtomValue(loginStateAtom);
  const user = useAtomValue(currentUserAtom);
  const { auth } = useApp();
  const router = useRouter();
  const p = (path: string) => localePath(locale, path);
  const signedIn = state === "LOGIN" || ((state === "IDLE" || state === "LOADING") && signedInHint);

  if (!signedIn) {
    return (
      <Link href={p("/login")} className={buttonVariants({ variant: "primary", size: "sm" })}>
        {t("nav.login")}
      </Link>
    );
  }
  const go = (path: string) => router.push(p(path));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonVariants({ variant: "secondary", size: "sm" })}>
        <UserRound aria-hidden className="size-5" />
        {/* the visible name is part of the accessible name (WCAG 2.5.3), prefixed by what the button opens */}
        <span className="sr-only">{t("accountMenu")}: </span>
        <span className="sr-only max-w-40 truncate sm:not-sr-only">{user?.fullName ?? t("nav.myAccount")}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {user ? <DropdownMenuLabel>{user.fullName}</DropdownMenuLabel> : null}
        <DropdownMenuItem onSelect={() => go("/profile")}>
          <UserRound /> {t("nav.profile")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => go("/leaderboard")}>
          <Trophy /> {t("nav.leaderboard")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => go("/dashboard")}>
          <ChartNoAxesColumn /> {t("nav.dashboard")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => go("/change-password")}>
          <KeyRound /> {t("nav.changePassword")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => go("/delete-account")}>
          <UserRoundX /> {t("nav.deleteAccount")}
        </DropdownMenuItem>
        <DropdownMenuItem
          tone="danger"
          onSelect={async () => {
            await auth.logout();
            toast.show({ look: "info", message: ta("signedOut") });
            window.location.assign(p("/"));
          }}
        >
          <LogOut /> {t("nav.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

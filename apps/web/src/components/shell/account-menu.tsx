"use client";

import type { Locale } from "@gk/tenancy";
import { buttonVariants } from "@gk/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@gk/ui/dropdown-menu";
import { toast } from "@gk/ui/toast-store";
import { Building2, ChartNoAxesColumn, KeyRound, LogOut, Trophy, UserRound, UserRoundX } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { localePath } from "@/lib/paths";
import { useApp, useSession } from "../providers";
import { AccountTriggerLabel } from "./account-trigger-label";

/**
 * The account menu (profile, leaderboard, dashboard, change password, delete account, logout). Its own
 * chunk (Radix menu, floating-ui): account-actions loads it only for a signed-in visitor.
 */
export default function AccountMenu({ locale, leaderboard }: { locale: Locale; leaderboard: boolean }) {
  const t = useTranslations("common");
  const ta = useTranslations("auth");
  const { user } = useSession();
  const { auth } = useApp();
  const router = useRouter();
  const p = (path: string) => localePath(locale, path);
  const go = (path: string) => router.push(p(path));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonVariants({ variant: "secondary", size: "sm" })}>
        <AccountTriggerLabel name={user?.fullName ?? t("nav.myAccount")} menuLabel={t("accountMenu")} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {user ? <DropdownMenuLabel>{user.fullName}</DropdownMenuLabel> : null}
        <DropdownMenuItem onSelect={() => go("/profile")}>
          <UserRound /> {t("nav.profile")}
        </DropdownMenuItem>
        {leaderboard ? (
          <DropdownMenuItem onSelect={() => go("/leaderboard")}>
            <Trophy /> {t("nav.leaderboard")}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => go("/dashboard")}>
          <ChartNoAxesColumn /> {t("nav.dashboard")}
        </DropdownMenuItem>
        {user?.role === "admin" && user.organisation?.kind === "company" ? (
          <DropdownMenuItem onSelect={() => go("/admin/members")}>
            <Building2 /> {t("nav.adminConsole")}
          </DropdownMenuItem>
        ) : null}
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

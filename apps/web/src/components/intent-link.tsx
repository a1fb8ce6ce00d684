"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps, FocusEvent, PointerEvent } from "react";

/**
 * next/link that fetches the next page when the visitor reaches for the link (pointer over it, a finger on
 * it, keyboard focus) instead of as soon as it is on screen. Next prefetches every link in view by default:
 * the shell's navigation alone is a dozen requests on every page, and scrolling the home page fetches a page
 * for every course card passed, which a learner on a metered phone plan pays for and a slow phone spends
 * its main thread on. A press still navigates without a full reload; only the head start is smaller.
 */
export function IntentLink({
  href,
  onPointerEnter,
  onPointerDown,
  onFocus,
  ...props
}: ComponentProps<typeof Link>) {
  const router = useRouter();
  const target = typeof href === "string" && href.startsWith("/") ? href : null;
  const warm = () => {
    if (target) router.prefetch(target);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(e: PointerEvent<HTMLAnchorElement>) => {
        warm();
        onPointerEnter?.(e);
      }}
      onPointerDown={(e: PointerEvent<HTMLAnchorElement>) => {
        warm();
        onPointerDown?.(e);
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        warm();
        onFocus?.(e);
      }}
    />
  );
}

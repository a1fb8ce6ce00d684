"use client";

import { Avatar as RadixAvatar } from "radix-ui";
import { cn } from "./lib/cn";

export interface AvatarProps {
  /** The person's name: used for the initials and as the picture's alternative text. */
  name: string;
  src?: string | null;
  size?: "sm" | "md" | "lg";
  className?: string;
}

const sizes = { sm: "size-8 text-xs", md: "size-11 text-sm", lg: "size-16 text-xl" };

/** Up to two initials, from the first and last word: "Siti Nurhaliza Putri" → "SP". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** A picture with the initials underneath until (or unless) it loads. */
export function Avatar({ name, src, size = "md", className }: AvatarProps) {
  return (
    <RadixAvatar.Root
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-soft align-middle",
        sizes[size],
        className,
      )}
    >
      {src ? <RadixAvatar.Image src={src} alt={name} className="size-full object-cover" /> : null}
      <RadixAvatar.Fallback
        delayMs={src ? 400 : 0}
        className="font-bold text-brand-strong"
        aria-label={name}
        role="img"
      >
        {initials(name)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}

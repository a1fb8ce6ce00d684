import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/** Locale-aware Link, redirect, usePathname, useRouter and getPathname built from the one routing object. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

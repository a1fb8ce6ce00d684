import { BookOpen, Compass, House, MapPin, Monitor, Moon, Search, Sun, UserRound } from "lucide-react";

/*
 * The shell's icons, rendered by its server components and handed to its client parts as elements (the
 * bottom navigation, the appearance toggle, the map's consent box): the page carries each one as markup, and
 * lucide's runtime stays out of the script every page loads first.
 */

export const THEME_ICONS = {
  light: <Sun aria-hidden className="size-5" />,
  dark: <Moon aria-hidden className="size-5" />,
  system: <Monitor aria-hidden className="size-5" />,
};

export const NAV_ICONS = {
  home: <House aria-hidden className="size-6" />,
  search: <Search aria-hidden className="size-6" />,
  explore: <Compass aria-hidden className="size-6" />,
  myLearning: <BookOpen aria-hidden className="size-6" />,
  account: <UserRound aria-hidden className="size-6" />,
};

export const MAP_PIN_ICON = <MapPin aria-hidden className="size-8 text-brand-ink" />;

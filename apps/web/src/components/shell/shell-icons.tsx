import {
  bookOpenIcon,
  compassIcon,
  houseIcon,
  mapPinIcon,
  monitorIcon,
  moonIcon,
  searchIcon,
  sunIcon,
  userRoundIcon,
} from "@gk/ui/icon-shapes";
import { InlineIcon } from "@gk/ui/inline-icons";

/*
 * The shell's icons, rendered by its server components and handed to its client parts as elements (the
 * bottom navigation, the appearance toggle, the map's consent box). They are drawn inline rather than
 * imported from lucide-react: lucide's icons are client modules, so even one rendered on the server puts
 * lucide's runtime in the script every page loads first.
 */

export const THEME_ICONS = {
  light: <InlineIcon icon={sunIcon} className="size-5" />,
  dark: <InlineIcon icon={moonIcon} className="size-5" />,
  system: <InlineIcon icon={monitorIcon} className="size-5" />,
};

export const NAV_ICONS = {
  home: <InlineIcon icon={houseIcon} className="size-6" />,
  search: <InlineIcon icon={searchIcon} className="size-6" />,
  explore: <InlineIcon icon={compassIcon} className="size-6" />,
  myLearning: <InlineIcon icon={bookOpenIcon} className="size-6" />,
  account: <InlineIcon icon={userRoundIcon} className="size-6" />,
};

export const MAP_PIN_ICON = <InlineIcon icon={mapPinIcon} className="size-8 text-brand-ink" />;

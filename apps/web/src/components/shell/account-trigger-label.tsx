import { userRoundIcon } from "@gk/ui/first-load-icon-shapes";
import { InlineIcon } from "@gk/ui/inline-icons";

/** The trigger's content, shared with the placeholder shown while the menu's chunk loads. */
export function AccountTriggerLabel({ name, menuLabel }: { name: string; menuLabel: string }) {
  return (
    <>
      <InlineIcon icon={userRoundIcon} className="size-5" />
      {/* the visible name is part of the accessible name (WCAG 2.5.3), prefixed by what the button opens */}
      <span className="sr-only">{menuLabel}: </span>
      <span className="sr-only max-w-40 truncate sm:not-sr-only">{name}</span>
    </>
  );
}

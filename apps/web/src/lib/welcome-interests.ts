/**
 * Set in this tab's session storage when an account has just been registered: the home page then offers the
 * optional interests step once (saving or skipping clears it). Session storage, so it never follows the
 * person to another device or outlives the tab.
 */
export const WELCOME_INTERESTS_KEY = "gk:welcome-interests";

export function markWelcomeInterests(): void {
  try {
    sessionStorage.setItem(WELCOME_INTERESTS_KEY, "1");
  } catch {
    // storage refused (private mode, quota): the step is optional, the profile still offers it
  }
}

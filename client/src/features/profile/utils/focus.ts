/**
 * Moves focus once the screen has settled, for actions that remove the focused control (a removed card's
 * Remove button, the Cancel Subscription section of a user who is no longer Pro): without it focus falls
 * back to <body> and a keyboard or screen-reader user loses their place.
 */
export function focusAfterRender(elementId: string): void {
  requestAnimationFrame(() => document.getElementById(elementId)?.focus());
}

/** The id of a profile section's heading (focusable with tabIndex -1). */
export const sectionHeadingId = (sectionId: string) => `${sectionId}-heading`;

export const ADD_CARD_BUTTON_ID = "profile-add-card";

/**
 * The interactive parts of the content pages that hydrate on their own (decision 090). A content
 * page's HTML carries each one in a marker element; the content entry (`src/islands/`) hydrates
 * each by its name, and only when it is needed.
 */
export const islandNames = [
  'site-header',
  'help-launcher',
  'notification-area',
  'cash-back-calculator',
  'card-fit-quiz',
  'contact-form',
  'partner-referral-form',
  'partner-invite-form',
  'invite-parts',
  'enroll-code-form',
  'blog-subscribe',
  'waitlist-form',
] as const;

export type IslandName = (typeof islandNames)[number];

export const isIslandName = (value: string): value is IslandName => (islandNames as readonly string[]).includes(value);

/**
 * When an island hydrates. `interaction`: on the first pointer, touch, focus or key inside it;
 * `visible`: as it nears the screen, or on interaction if sooner. The content entry may also
 * hydrate an island once the page is idle when the page needs it at once (a signed-in visitor's
 * header, a notice in the address).
 */
export type IslandHydration = 'interaction' | 'visible';

/**
 * On a control that is disabled only until its page's code has run (decision 051: a press would
 * have the browser send the form itself). The island loader enables it once it can catch the press,
 * holds the press back and presses again once the island has hydrated (decision 090).
 */
export const untilHydratedAttribute = 'data-until-hydrated';

/** The marker's attributes, read by the island loader. */
export const islandAttributes = {
  name: 'data-island',
  props: 'data-island-props',
  hydrate: 'data-island-hydrate',
} as const;

/** The servers Playwright starts (playwright.config.ts) and the tests visit. */
export const mainPort = 3100;
/** A second server whose sessions go idle after 3 s, for e2e/session-expiry.spec.ts. */
export const shortIdlePort = 3101;

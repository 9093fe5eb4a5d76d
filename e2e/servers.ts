/**
 * The servers Playwright starts (playwright.config.ts) and the tests visit.
 * E2E_PORT_BASE moves both, so two runs can share a machine.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
export const mainPort = portBase;
/** A second server whose sessions go idle after 8 s, for e2e/session-expiry.spec.ts. */
export const shortIdlePort = portBase + 1;

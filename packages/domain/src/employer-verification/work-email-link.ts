import { sitePaths } from '../site/paths/site-paths.js';

/**
 * The two addresses of a work-e-mail confirmation link (product-rules#work-email-confirmation), shared so
 * the server writes the link the web reads: the web page the e-mail opens,
 * and the plain HTTP call that page makes to confirm.
 */
export const workEmailLinkRoute = `${sitePaths.application}/work-email/:first/:second`;

export function workEmailLinkPath(first: string, second: string): string {
  return `${sitePaths.application}/work-email/${encodeURIComponent(first)}/${encodeURIComponent(second)}`;
}

export const workEmailConfirmationRoute = '/application-cache/workemailconfirmation/:first/:second';

export function workEmailConfirmationPath(first: string, second: string): string {
  return `/application-cache/workemailconfirmation/${encodeURIComponent(first)}/${encodeURIComponent(second)}`;
}

/** Refusals of a link, answered as `extensions.code` (docs/decisions/009). */
export const workEmailLinkErrorCodes = ['LINK_EXPIRED', 'LINK_USED', 'LINK_INVALID'] as const;

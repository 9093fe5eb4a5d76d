import { workEmailLinkRoute } from '../../employer-verification/work-email-link.js';
import { sitePaths } from './site-paths.js';

/** The sign-in page that comes back to `path` afterwards; '/' stays readable in the address. */
export function signInPathFor(path: string): string {
  const returnTo = encodeURIComponent(path).replaceAll('%2F', '/');
  return `${sitePaths.signIn}?returnTo=${returnTo}`;
}

// The work-e-mail link sits under the wizard's prefix but opens without a session (often on a phone).
const workEmailLinkPrefix = `${workEmailLinkRoute.slice(0, workEmailLinkRoute.indexOf('/:'))}/`;

/**
 * The wizard's addresses, which only a signed-in applicant may open (product-rules#signed-in-state):
 * its prefix and everything under it, except the work-e-mail link. The web guards them with a
 * session check; the server sends a visitor without any session cookie straight to sign-in
 * (decision 050), so a signed-out visit does not download the wizard to be told the same.
 */
export function isWizardPath(pathname: string): boolean {
  const prefix = sitePaths.application;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return false;
  return !pathname.startsWith(workEmailLinkPrefix);
}

import { sitePaths } from '@waypoint/domain/site/paths/site-paths';

// Any origin will do: it only has to differ from every real one.
const probeOrigin = 'https://same-site.invalid';

/**
 * The page to open after signing in: `returnTo` when it is a path on this
 * site, otherwise the application. Anything else ('//evil.example',
 * '/\\evil.example', 'https://…') would make the sign-in page an open redirect.
 */
export function safeReturnTo(returnTo: string | null | undefined, fallback: string = sitePaths.application): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) {
    return fallback;
  }
  // Browsers drop tabs and newlines from URLs, so '/\t/evil.example' is '//evil.example' to them.
  let resolved: URL;
  try {
    resolved = new URL(returnTo, probeOrigin);
  } catch {
    return fallback;
  }
  if (resolved.origin !== probeOrigin) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

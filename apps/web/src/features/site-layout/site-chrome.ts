import { applicationPathPrefix, sitePaths } from '@waypoint/domain/site/paths/site-paths';

/** product-rules#site-chrome: no header or footer under the wizard's prefix or on quiz pages. */
export function showsSiteChrome(pathname: string): boolean {
  const within = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return !within(applicationPathPrefix) && !within(sitePaths.quiz);
}

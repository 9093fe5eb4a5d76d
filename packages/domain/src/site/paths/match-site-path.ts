import { sitePaths, type SitePathId } from './site-paths.js';

export interface SitePathMatch {
  id: SitePathId;
  params: Record<string, string>;
}

function normalise(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let index = 0; index < patternParts.length; index += 1) {
    const part = patternParts[index] as string;
    if (part === '*') {
      // A wildcard needs at least one segment: /careers/job-position alone is no position.
      if (pathParts.length <= index) return null;
      params['*'] = pathParts.slice(index).join('/');
      return params;
    }
    const actual = pathParts[index];
    if (actual === undefined) return null;
    if (part.startsWith(':')) {
      params[part.slice(1)] = decodeURIComponent(actual);
      continue;
    }
    if (part !== actual) return null;
  }
  return patternParts.length === pathParts.length ? params : null;
}

const entries = Object.entries(sitePaths) as [SitePathId, string][];
// Static paths win over parameterised ones (/faq/close before /faq/:section).
const ordered = [...entries].sort(
  ([, a], [, b]) => Number(a.includes(':') || a.includes('*')) - Number(b.includes(':') || b.includes('*')),
);

/**
 * Finds the site route for a pathname, or null. The application wizard owns
 * every path under its prefix (its steps have no paths of their own, product-rules#step-names).
 */
export function matchSitePath(pathname: string): SitePathMatch | null {
  const path = normalise(pathname);
  if (path.startsWith(`${sitePaths.application}/`)) return { id: 'application', params: {} };
  for (const [id, pattern] of ordered) {
    try {
      const params = matchPattern(pattern, path);
      if (params) return { id, params };
    } catch {
      // A malformed percent-escape is not a page of ours.
      return null;
    }
  }
  return null;
}

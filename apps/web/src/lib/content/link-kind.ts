/**
 * How rich text should open a link. product-rules#site-links: internal links navigate inside
 * the app; other links open in a new tab.
 * - internal: a path on this site, handed to the router (no page reload).
 * - fragment: a place on the current page; a new tab would lose the reader's place.
 * - app: mailto:, tel: and sms: hand over to another app; a new tab would stay blank.
 * - external: everything else opens in a new tab.
 */
export type LinkKind = 'internal' | 'fragment' | 'app' | 'external';

const appScheme = /^(?:mailto|tel|sms):/i;

export function linkKind(href: string): LinkKind {
  if (href.startsWith('#')) return 'fragment';
  if (appScheme.test(href)) return 'app';
  // Browsers read "//host" and "/\host" as another site, not a path of ours.
  if (href.startsWith('/') && href[1] !== '/' && href[1] !== '\\') return 'internal';
  return 'external';
}

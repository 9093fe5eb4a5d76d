import { createHash } from 'node:crypto';
import type { InlineHashes } from '../http/content-security-policy.js';

// The build writes these pages (apps/web/build/prerender.ts), so their markup is regular:
// no comments or CDATA around scripts, and "</style" never inside a stylesheet (inline-styles.ts).
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const styleAttribute = /<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
// Whole attribute names only: `data-src` or `data-type` say nothing about how a script runs.
const srcAttribute = /(?:^|\s)src\s*=/i;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types a browser runs (HTML "classic", "module", import maps and speculation rules). Any other
// type is a data block, like the page data (`application/json`): never run, so CSP does not apply.
const runnableType = /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };

/** Attribute values are hashed as the browser reads them, after character references. */
const decodeAttribute = (value: string) =>
  value.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/gi, (_all, name: string) => entities[name.toLowerCase()] ?? '');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const unique = (values: Iterable<string>) => [...new Set(values)].sort();

function runs(attributes: string): boolean {
  if (srcAttribute.test(attributes)) return false;
  const type = typeAttribute.exec(attributes);
  return runnableType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim());
}

/**
 * The CSP hashes of what a page holds inline: its running scripts, its
 * `<style>` elements and its `style` attributes. Computed once per page when
 * the build is loaded (site-build.ts), so every response names exactly its page's.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(scriptElement)]
    .filter(([, attributes]) => runs(attributes ?? ''))
    .map(([, , body]) => sha256(body ?? ''));
  const styles = [...html.matchAll(styleElement)].map(([, body]) => sha256(body ?? ''));
  const styleAttributes = [...html.matchAll(styleAttribute)].map(([, double, single]) =>
    sha256(decodeAttribute(double ?? single ?? '')),
  );
  return { scripts: unique(scripts), styles: unique(styles), styleAttributes: unique(styleAttributes) };
}

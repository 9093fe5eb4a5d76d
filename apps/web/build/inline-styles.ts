import { readFileSync } from 'node:fs';
import path from 'node:path';

const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)"\s*\/?>/g;

/**
 * Puts a page's stylesheets inside its HTML. They are a few KiB in all, and
 * a linked stylesheet holds the first paint for another round trip: on a
 * phone network that round trip is most of the wait. CSS text cannot close
 * a <style> element unless it contains "</style", which the build never writes.
 */
export function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(stylesheetLink, (_link, file: string) => {
    const css = readFileSync(path.join(distDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains "</style".`);
    return `<style data-href="/${file}">${css}</style>`;
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The type of the marker link beside each inlined stylesheet: not a style language, so never fetched. */
export const presentMarkerType = 'text/x-inlined-above';

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
    // A link no browser fetches (its type is no style language) marks the stylesheet as present for
    // Vite's loader of lazily loaded chunks, which adds a <link> for each stylesheet a chunk needs
    // unless it finds one. It cannot see inline styles, so it appended the entry's again, after the
    // page's own, and base rules (`.container`) then overrode the page's: sign-in's column
    // widened as the page drew (decision 047).
    return `<style data-href="/${file}">${css}</style><link rel="stylesheet" type="${presentMarkerType}" href="/${file}" />`;
  });
}

import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildSiteFooter } from './content/site-footer';

const moduleId = 'virtual:site-footer';
const resolvedId = `\0${moduleId}`;

/**
 * The footer is on every page, so its words travel with the code rather than
 * in page data; this compiles content/footer/ into a small module at build
 * time (decision 012), with no Markdown parser in the browser.
 */
export function siteFooterPlugin(contentDir: string): Plugin {
  const folder = path.join(contentDir, 'footer');
  return {
    name: 'waypoint-site-footer',
    resolveId: (source) => (source === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      for (const file of readdirSync(folder)) this.addWatchFile(path.join(folder, file));
      return `export default ${JSON.stringify(buildSiteFooter(contentDir))};`;
    },
  };
}

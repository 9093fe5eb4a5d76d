import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildSitePages } from './content/site-pages';
import { buildHelpIndex } from './help-index';

const moduleId = 'virtual:help-index';
const resolvedId = `\0${moduleId}`;

/**
 * The help widget's search index, compiled from content/ at build time into a
 * module only the widget imports (decision 034): it lands in the widget's own
 * lazily loaded chunk, so no page loads it until Help is opened.
 */
export function helpIndexPlugin(contentDir: string): Plugin {
  return {
    name: 'waypoint-help-index',
    resolveId: (source) => (source === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      for (const folder of ['faq', path.join('knowledge-center', 'financial-education')]) {
        for (const file of readdirSync(path.join(contentDir, folder)))
          this.addWatchFile(path.join(contentDir, folder, file));
      }
      return `export default ${JSON.stringify(buildHelpIndex(buildSitePages(contentDir)))};`;
    },
  };
}

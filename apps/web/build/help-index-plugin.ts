import { readdirSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type * as sitePages from './content/site-pages';
import type * as helpIndex from './help-index';

const moduleId = 'virtual:help-index';
const resolvedId = `\0${moduleId}`;

type SitePagesModule = typeof sitePages;
type HelpIndexModule = typeof helpIndex;

/**
 * The help widget's search index, compiled from content/ at build time (the
 * cardholder's tasks first, then the FAQ and the articles) into a
 * module only the widget imports (decision 034): it lands in the widget's own
 * lazily loaded chunk, so no page loads it until Help is opened. The content
 * reader uses the domain package's TypeScript source, which the config's own
 * loader does not compile, so it is loaded through tsx, as the prerender is.
 */
export function helpIndexPlugin(contentDir: string): Plugin {
  return {
    name: 'waypoint-help-index',
    resolveId: (source) => (source === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      for (const folder of ['faq', path.join('knowledge-center', 'financial-education')]) {
        const dir = path.join(contentDir, folder);
        for (const file of readdirSync(dir)) this.addWatchFile(path.join(dir, file));
      }
      const { buildSitePages } = (await tsImport('./content/site-pages.ts', import.meta.url)) as SitePagesModule;
      this.addWatchFile(path.join(contentDir, 'help', 'account-tasks.md'));
      const { buildAccountTaskEntries, buildHelpIndex } = (await tsImport(
        './help-index.ts',
        import.meta.url,
      )) as HelpIndexModule;
      const index = [...buildAccountTaskEntries(contentDir), ...buildHelpIndex(buildSitePages(contentDir))];
      return `export default ${JSON.stringify(index)};`;
    },
  };
}

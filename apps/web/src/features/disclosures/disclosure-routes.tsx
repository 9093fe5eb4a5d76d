import type { RouteObject } from 'react-router';
import { legalDocuments, legalDocumentTypes } from './legal-documents';

/**
 * A route for each legal page: spec §3's disclosures at their catalogue
 * paths, plus the rewards terms. The pages load on first visit, so the
 * Markdown renderer and the documents stay out of every other page's code.
 */
export const disclosureRoutes: RouteObject[] = legalDocumentTypes.map((type) => {
  const { path } = legalDocuments[type];
  return {
    path,
    lazy: async () => {
      const { DisclosurePage } = await import('./disclosure-page');
      return { element: <DisclosurePage path={path} /> };
    },
  };
});

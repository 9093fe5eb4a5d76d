import type { RouteObject } from 'react-router';
import { DisclosurePage } from './disclosure-page';
import { legalDocuments, legalDocumentTypes } from './legal-documents';

/** A route for each legal page: spec §3's disclosures at their catalogue paths, plus the rewards terms. */
export const disclosureRoutes: RouteObject[] = legalDocumentTypes.map((type) => {
  const { path } = legalDocuments[type];
  return { path, element: <DisclosurePage path={path} /> };
});

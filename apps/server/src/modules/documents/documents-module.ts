import type { Mounted } from '../../platform/module-host.js';
import type { DocumentsDeps } from './documents-deps.js';
import { createDocumentsResolvers } from './documents-resolvers.js';
import { documentsRoutes } from './documents-routes.js';

/** Documents: uploads and downloads over plain HTTP, the file list and removal over GraphQL. */
export async function registerDocuments({ host, ...deps }: Mounted<DocumentsDeps>): Promise<void> {
  host.addResolvers(createDocumentsResolvers(deps));
  await host.http.register(documentsRoutes, deps);
}

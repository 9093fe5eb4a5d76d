import type { FastifyInstance } from 'fastify';
import { disclosureDocuments, disclosureTypes } from '@waypoint/domain/disclosures/disclosure-documents';

/** GET /user/register/disclosures: the eight documents of product-rules#disclosures, with where to read each. */
export async function disclosureRoutes(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const documents = disclosureTypes.map((type) => ({
    type,
    version: disclosureDocuments[type].version,
    title: disclosureDocuments[type].title,
    shareURL: `${options.publicUrl}${disclosureDocuments[type].path}`,
  }));
  app.get('/user/register/disclosures', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { documents };
  });
}

import { mailBounceRoutes } from '../../platform/mail/mail-bounces.js';
import type { Mounted } from '../../platform/module-host.js';
import { letterJobHandler, letterQueue } from '../../platform/post/letter-outbox.js';
import { registerLettersInbox } from '../../platform/post/letters-inbox-routes.js';
import type { PaperDocumentsDeps } from './paper-documents-deps.js';
import { createPaperDocumentsResolvers } from './paper-documents-resolvers.js';

/**
 * E-sign consent withdrawal and paper copies (decision 089): the account
 * page's operations, the staff's read, the letters' job, the mail bounce
 * webhook and, in the sandbox, the /dev/letters page.
 */
export async function registerPaperDocuments({ host, ...deps }: Mounted<PaperDocumentsDeps>): Promise<void> {
  await host.jobs.handle(letterQueue, letterJobHandler(deps.db, deps.letters, deps.now));
  host.addResolvers(createPaperDocumentsResolvers(deps));
  const secret = deps.bounceWebhookSecret;
  if (secret) await host.http.register(mailBounceRoutes, { db: deps.db, secret, now: deps.now });
  if (deps.sandboxInbox) await registerLettersInbox({ host, db: deps.db });
}

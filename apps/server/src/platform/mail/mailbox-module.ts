import type { Mounted } from '../module-host.js';
import { mailboxRoutes } from './mailbox-routes.js';

/** The sandbox mailbox page, where mail is stored rather than sent (docs/sandbox.md). */
export async function registerMailbox({ host, ...deps }: Mounted<Parameters<typeof mailboxRoutes>[1]>): Promise<void> {
  await host.http.register(mailboxRoutes, deps);
}

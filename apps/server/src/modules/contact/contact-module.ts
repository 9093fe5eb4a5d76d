import type { Mounted } from '../../platform/module-host.js';
import type { ContactDeps } from './contact-deps.js';
import { createContactResolvers } from './contact-resolvers.js';

/** The contact form. */
export async function registerContact({ host, ...deps }: Mounted<ContactDeps>): Promise<void> {
  host.addResolvers(createContactResolvers(deps));
}

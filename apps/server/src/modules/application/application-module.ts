import type { Mounted } from '../../platform/module-host.js';
import type { ApplicationDeps } from './application-deps.js';
import { createApplicationResolvers } from './application-resolvers.js';

/** The application: the draft, its steps and checks, and submission. */
export async function registerApplication({ host, ...deps }: Mounted<ApplicationDeps>): Promise<void> {
  host.addResolvers(createApplicationResolvers(deps));
}

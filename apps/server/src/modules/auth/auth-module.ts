import type { Mounted } from '../../platform/module-host.js';
import type { AuthDeps } from './auth-deps.js';
import { createAuthResolvers } from './auth-resolvers.js';
import { disclosureRoutes } from './disclosure-routes.js';

/** Accounts: sign-up, sign-in, sessions and resets (GraphQL), and the sign-up disclosures (plain HTTP). */
export async function registerAuth({ host, ...deps }: Mounted<AuthDeps>): Promise<void> {
  host.addResolvers(createAuthResolvers(deps));
  await host.http.register(disclosureRoutes, { publicUrl: deps.publicUrl });
}

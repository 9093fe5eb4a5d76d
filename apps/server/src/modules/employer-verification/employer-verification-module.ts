import type { Mounted } from '../../platform/module-host.js';
import type { EmployerVerificationDeps } from './employer-verification-deps.js';
import { createEmployerVerificationResolvers } from './employer-verification-resolvers.js';
import { employerVerificationRoutes } from './employer-verification-routes.js';

/** Employer verification: the work e-mail check over GraphQL and its confirmation link over plain HTTP. */
export async function registerEmployerVerification({
  host,
  ...deps
}: Mounted<EmployerVerificationDeps>): Promise<void> {
  host.addResolvers(createEmployerVerificationResolvers(deps));
  await host.http.register(employerVerificationRoutes, deps);
}

import type { Mounted } from '../../platform/module-host.js';
import type { HelpDeskDeps } from './help-desk-deps.js';
import { helpDeskJwksPath, signHelpDeskToken } from './help-desk-token.js';
import { registerSandboxHelpDesk } from './sandbox-help-desk.js';

/** The answers widget's help desk (decision 034): the identity token, its published key, the sandbox desk. */
export async function registerHelpDesk({ host, ...deps }: Mounted<HelpDeskDeps>): Promise<void> {
  const jwks = { keys: [deps.signingKey.publicJwk] };
  host.http.get(helpDeskJwksPath, async (_request, reply) => {
    // A vendor caches the key set; an hour keeps a rotation quick to reach them.
    reply.header('cache-control', 'public, max-age=3600');
    return jwks;
  });
  if (deps.sandboxDesk) await registerSandboxHelpDesk(host, { jwks, issuer: deps.issuer, now: deps.now });
  host.addResolvers({
    Query: {
      wixTokenAuth: async (_parent, _args, context) =>
        signHelpDeskToken(deps.signingKey, deps.issuer, await deps.requireIdentity(context), deps.now()),
    },
  });
}

import type { ModuleHost } from '../../platform/module-host.js';
import type { HelpDeskSigningKey } from './help-desk-signing-key.js';
import { verifyHelpDeskToken } from './help-desk-token.js';

/** Where the widget's "Contact the help desk" form posts its token (docs/sandbox.md "Help desk"). */
export const sandboxHelpDeskPath = '/help-desk/sso';

// A JWT of our three claims is well under 1 KB; anything much larger is not one.
const formBodyLimitBytes = 4096;

interface SandboxHelpDeskOptions {
  jwks: { keys: HelpDeskSigningKey['publicJwk'][] };
  issuer: string;
  now(): Date;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${title}</title></head><body><main><h1>${title}</h1>${body}<p><a href="/">Back to Waypoint</a></p></main></body></html>`;
}

/**
 * The sandbox help desk: it stands where a vendor's JWT SSO endpoint would, and does
 * only what a vendor does with the token, verify it against the published key set
 * and greet the person it names. It keeps nothing.
 */
export async function registerSandboxHelpDesk(host: ModuleHost, options: SandboxHelpDeskOptions): Promise<void> {
  await host.http.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimitBytes },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post(sandboxHelpDeskPath, async (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const claims = await verifyHelpDeskToken(options.jwks, options.issuer, form.get('token') ?? '', options.now());
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!claims) {
        reply.code(401);
        return page('Help desk (sandbox)', '<p>We could not confirm who you are. Open Help on Waypoint again.</p>');
      }
      const holder = claims.isCardHolder ? 'a cardholder' : 'not a cardholder yet';
      return page(
        'Help desk (sandbox)',
        `<p data-testid="help-desk-identity">Signed in as <strong>${escapeHtml(claims.email)}</strong>, ${holder}.</p>` +
          '<p>A real help desk would open your conversation here, already knowing who you are.</p>',
      );
    });
  });
}

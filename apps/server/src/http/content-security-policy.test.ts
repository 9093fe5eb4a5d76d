import { describe, expect, it } from 'vitest';
import {
  formatPolicy,
  noInlineHashes,
  siteDirectives,
  thirdPartyScriptsFor,
  type ThirdPartyScripts,
} from './content-security-policy.js';

// docs/decisions/040-recaptcha-v3-and-vpn-block.md: a vendor's sources only where its real service is configured.
const recaptchaScripts = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const recaptchaFrames = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const plaidScript = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
const plaidHosts = ['https://production.plaid.com', 'https://sandbox.plaid.com'];

const directivesWith = (thirdParty: ThirdPartyScripts) =>
  siteDirectives(noInlineHashes, { upgradeInsecureRequests: false, thirdParty });

describe('the site policy with third-party scripts', () => {
  it.each<[string, ThirdPartyScripts, Record<string, readonly string[]>]>([
    [
      'sandboxes only: nothing third-party',
      { recaptcha: false, plaidLink: false },
      { 'script-src': ["'self'"], 'frame-src': ['blob:'], 'connect-src': ["'self'"] },
    ],
    [
      'reCAPTCHA real: its script and frames',
      { recaptcha: true, plaidLink: false },
      {
        'script-src': ["'self'", ...recaptchaScripts],
        'frame-src': ['blob:', ...recaptchaFrames],
        'connect-src': ["'self'"],
      },
    ],
    [
      'Plaid real: its loader file, its frame and its API hosts',
      { recaptcha: false, plaidLink: true },
      {
        'script-src': ["'self'", plaidScript],
        'frame-src': ['blob:', 'https://cdn.plaid.com/'],
        'connect-src': ["'self'", ...plaidHosts],
      },
    ],
    [
      'both real: both vendors',
      { recaptcha: true, plaidLink: true },
      {
        'script-src': ["'self'", ...recaptchaScripts, plaidScript],
        'frame-src': ['blob:', ...recaptchaFrames, 'https://cdn.plaid.com/'],
        'connect-src': ["'self'", ...plaidHosts],
      },
    ],
  ])('%s', (_case, thirdParty, expected) => {
    const directives = directivesWith(thirdParty);
    for (const [name, values] of Object.entries(expected)) expect(directives[name]).toEqual(values);
  });

  it.each([
    { recaptcha: true, plaidLink: true },
    { recaptcha: false, plaidLink: false },
  ])('keeps everything else as strict (%o)', (thirdParty) => {
    const directives = directivesWith(thirdParty);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives['object-src']).toEqual(["'none'"]);
    // Frames: our own blob: URLs (a staff document's PDF, decision 071) and the configured vendors' only.
    expect(directives['frame-src']?.[0]).toBe('blob:');
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    const policy = formatPolicy(directives);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    // No whole vendor origin for scripts: only the paths each vendor documents.
    for (const origin of [
      'https://www.google.com',
      'https://www.google.com/',
      'https://cdn.plaid.com',
      'https://cdn.plaid.com/',
    ])
      expect(directives['script-src']).not.toContain(origin);
  });

  it('keeps the page hashes beside the vendors', () => {
    const directives = siteDirectives(
      { scripts: ["'sha256-abc'"], styles: [], styleAttributes: [] },
      { upgradeInsecureRequests: true, thirdParty: { recaptcha: true, plaidLink: false } },
    );
    expect(directives['script-src']).toEqual(["'self'", "'sha256-abc'", ...recaptchaScripts]);
    expect(directives['upgrade-insecure-requests']).toEqual([]);
  });

  it.each([
    ['no settings', { secret: undefined, siteKey: undefined }, {}, { recaptcha: false, plaidLink: false }],
    ['reCAPTCHA keys', { secret: 's', siteKey: 'k' }, {}, { recaptcha: true, plaidLink: false }],
    [
      'a Plaid client id',
      { secret: undefined, siteKey: undefined },
      { clientId: 'c' },
      { recaptcha: false, plaidLink: true },
    ],
  ])('reads the config: %s', (_case, recaptcha, plaid, expected) => {
    expect(thirdPartyScriptsFor({ recaptcha, plaid })).toEqual(expected);
  });
});

import type { CDPSession, Page } from '@playwright/test';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { mainPort } from './servers.js';

/*
 * Passkeys through the screens (decisions 072 and 076), in Chromium with the
 * DevTools protocol's virtual authenticator. The site runs on http://localhost,
 * which WebAuthn accepts as a secure origin (an IP address cannot be a relying
 * party id).
 */

/** A spec's own server on http://localhost, started before its tests and closed after them. */
export interface PasskeySite {
  readonly url: string;
  /** The running server; only inside a test or hook. */
  readonly server: TestApp;
}

/**
 * Registers the spec's server on `mainPort + portOffset` and its tests as serial (one
 * account's passkeys carry from step to step). Call once at the top of a spec file.
 */
export function passkeySiteOnLocalhost(portOffset: number): PasskeySite {
  const port = mainPort + portOffset;
  const url = `http://localhost:${port}`;
  let server: TestApp | undefined;

  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ baseURL: url });
  test.beforeAll(async () => {
    server = await startInProcessServer(port, { PUBLIC_URL: url });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  return {
    url,
    get server(): TestApp {
      if (!server) throw new Error('the passkey site runs only inside its tests');
      return server;
    },
  };
}

/** A platform authenticator with user verification, as a laptop's fingerprint reader. */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

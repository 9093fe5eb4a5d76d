import type { CDPSession, Page } from '@playwright/test';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { expect, test } from './fixtures.js';
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

/** The DevTools session and id of a virtual authenticator, to read or change what it holds. */
export interface VirtualAuthenticator {
  readonly cdp: CDPSession;
  readonly authenticatorId: string;
}

/** A platform authenticator with user verification, as a laptop's fingerprint reader. */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
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

/**
 * After "Add a passkey": the page says `name` was added, the list holds that one passkey, not used
 * yet, and the authenticator holds one discoverable credential (so it can sign in without a name).
 */
export async function expectFirstPasskeyAdded(
  page: Page,
  name: string,
  { cdp, authenticatorId }: VirtualAuthenticator,
): Promise<void> {
  await expect(page.getByText(`Passkey “${name}” added.`)).toBeVisible();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('not used yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
}

/** Whether the authenticator's fingerprint, face or PIN check passes: false is a person who declines. */
export async function setUserVerified(
  { cdp, authenticatorId }: VirtualAuthenticator,
  verified: boolean,
): Promise<void> {
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: verified });
}

import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { passStepUpByEmail } from './step-up-kit.js';

/**
 * The applicant's change requests on /account (decision 036), as a person
 * files one: for the change-requests specs and for the staff review's, which
 * start from a request filed here.
 */

// Sample files of the document-check sandbox (docs/sandbox.md): a plain PNG is a fine proof of address.
const samples = path.resolve('apps/server/src/modules/documents/document-check/samples/files');
export const sampleFile = (name: string) => path.join(samples, name);

export interface UsAddress {
  street: string;
  street2?: string;
  city: string;
  /** The state's name as the select shows it, e.g. "Wisconsin". */
  state: string;
  zip: string;
}

export const newAddress: UsAddress = {
  street: '500 Lake Road',
  street2: 'Apt 4',
  city: 'Madison',
  state: 'Wisconsin',
  zip: '53703',
};

/** The one-line address the account shows once the change is approved (formatUsAddress). */
export const newAddressLine = '500 Lake Road, Apt 4, Madison, WI 53703';

export const changeRequestsPanel = (page: Page): Locator => page.getByRole('region', { name: 'Change your details' });

export const proofGroup = (page: Page, title: 'Proof of name' | 'Proof of address' | 'Proof of active duty'): Locator =>
  changeRequestsPanel(page).getByRole('region', { name: title });

/** Opens /account/requests (decision 078) and waits for the panel to have loaded. */
export async function openChangeRequests(page: Page): Promise<Locator> {
  await page.goto('/account/requests');
  const panel = changeRequestsPanel(page);
  // Loaded: the part's content (an intro, then the request or the start form) has replaced "Loading…".
  await expect(panel.getByText(/^Moved, married, or called to active duty\?/)).toBeVisible();
  return panel;
}

/**
 * Ticks the kinds (their labels: "Name", "Home address", "Servicemember status (SCRA)") and starts the request.
 * A name or address change first asks the step-up (decision 073), answered with a code mailed to `email`.
 */
export async function startChangeRequest(
  page: Page,
  kinds: readonly string[],
  email: string,
  readCode?: () => Promise<string>,
): Promise<void> {
  const panel = changeRequestsPanel(page);
  for (const kind of kinds) await panel.getByRole('checkbox', { name: kind, exact: true }).check();
  await panel.getByRole('button', { name: 'Start a change request' }).click();
  if (kinds.includes('Name') || kinds.includes('Home address')) await passStepUpByEmail(page, email, readCode);
  await expect(panel.getByText('Being prepared', { exact: true })).toBeVisible();
}

export async function fillNewAddress(page: Page, address: UsAddress = newAddress): Promise<void> {
  const panel = changeRequestsPanel(page);
  await panel.getByLabel('Street address').fill(address.street);
  await panel.getByLabel('Apartment, suite, unit').fill(address.street2 ?? '');
  await panel.getByLabel('City').fill(address.city);
  await panel.getByLabel('State').selectOption({ label: address.state });
  await panel.getByLabel('ZIP code').fill(address.zip);
}

/** Adds a file to a group and waits until it is listed. */
export async function addProof(page: Page, group: Locator, file: string): Promise<void> {
  await group.getByLabel(/^Add a file to /).setInputFiles(sampleFile(file));
  await expect(group.getByRole('listitem').filter({ hasText: file })).toBeVisible();
  await expect(group).not.toHaveAttribute('aria-busy', 'true');
}

export async function submitChangeRequest(page: Page): Promise<void> {
  const panel = changeRequestsPanel(page);
  await panel.getByRole('button', { name: 'Submit the request' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /^Submitted .* — we are reviewing it$/ })).toBeVisible();
}

/** An address change filed end to end: started, the new address, a proof of address, submitted. */
export async function fileAddressChange(page: Page, email: string, address: UsAddress = newAddress): Promise<void> {
  await openChangeRequests(page);
  await startChangeRequest(page, ['Home address'], email);
  await fillNewAddress(page, address);
  await addProof(page, proofGroup(page, 'Proof of address'), 'plain.png');
  await submitChangeRequest(page);
}

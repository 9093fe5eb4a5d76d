import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.js';

// Sample documents made by the document-check sandbox's generator (docs/sandbox.md), for Priya Raman born 1994-05-17.
const samples = path.resolve('apps/server/src/modules/documents/document-check/samples/files');

export async function uploadSample(page: Page, document: string, file: string): Promise<void> {
  await page.getByLabel(`Choose a file for your ${document}`).setInputFiles(path.join(samples, file));
}

export const accepted = (page: Page, title: string) =>
  page.getByRole('region', { name: title }).getByText('Checked: this document is accepted.');

/**
 * The work-e-mail link in the newest sandbox mail to `to` (docs/sandbox.md
 * "Employer verification"), as a path: /application/work-email/{first}/{second}.
 */
export async function workEmailLinkFromMailbox(request: APIRequestContext, to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const list = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    const id = list.match(/\/dev\/mailbox\/([0-9a-f-]{36})/)?.[1];
    if (id) {
      const message = await (await request.get(`/dev/mailbox/${id}`)).text();
      const link = message.match(/https?:\/\/[^\s"<&]+\/application\/work-email\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+/)?.[0];
      if (link) return new URL(link).pathname;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no mail to ${to} with a work-e-mail link`);
}

export { applicationOnServer } from './application-kit.js';

/** Opens a path in a new browser context, as the e-mail opened on another device (no session). */
export async function openOnAnotherDevice(page: Page, linkPath: string): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to open another context in');
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const phone = await context.newPage();
  await phone.goto(linkPath);
  await expect(phone.getByRole('heading', { level: 1 })).not.toHaveText('Confirming your work e-mail');
  return phone;
}

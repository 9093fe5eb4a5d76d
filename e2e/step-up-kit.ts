import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/*
 * The step-up prompt (decision 073) as a person meets it: a sensitive change
 * opens "Confirm it’s you"; a code mailed to the account's address, read here
 * from the sandbox mailbox (docs/sandbox.md), lets the change go on.
 */

export const stepUpPrompt = (page: Page): Locator => page.getByRole('dialog', { name: 'Confirm it’s you' });

/** The newest step-up code mailed to `to`, waiting for the outbox worker. */
export async function stepUpCodeFromMailbox(request: APIRequestContext, to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const list = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    const id = list.match(/\/dev\/mailbox\/([0-9a-f-]{36})/)?.[1];
    if (id) {
      const message = await (await request.get(`/dev/mailbox/${id}`)).text();
      const code = message.match(/confirm it is you is (?:<strong>)?(\d{6})/)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no step-up code mailed to ${to}`);
}

/** Answers the open prompt with a code by e-mail and waits for it to close. */
export async function passStepUpByEmail(page: Page, email: string): Promise<void> {
  const prompt = stepUpPrompt(page);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'E-mail a code to me' }).click();
  await expect(prompt.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await prompt.getByRole('textbox', { name: 'Code' }).fill(await stepUpCodeFromMailbox(page.request, email));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toHaveCount(0);
}

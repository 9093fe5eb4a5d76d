import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/*
 * The step-up prompt (decision 073) as a person meets it: a sensitive change
 * opens "Confirm it’s you"; a code mailed to the account's address, read here
 * from the sandbox mailbox (docs/sandbox.md), lets the change go on.
 */

export const stepUpPrompt = (page: Page): Locator => page.getByRole('dialog', { name: 'Confirm it’s you' });

/**
 * The newest step-up code mailed to `to`, waiting for the outbox worker. Asked of the server the page is on
 * (a spec's own server is not always the context's base URL).
 */
export async function stepUpCodeFromMailbox(page: Page, to: string): Promise<string> {
  const { request } = page;
  const origin = new URL(page.url()).origin;
  const deadline = Date.now() + 15_000;
  let seen = 0;
  let lastList = '';
  while (Date.now() < deadline) {
    const answer = await request.get(`${origin}/dev/mailbox?to=${encodeURIComponent(to)}`);
    const list = await answer.text();
    seen = answer.status();
    lastList = list;
    // Newest first; other mail to the address (the sign-up's link) may be newer, so each is read until a code.
    const ids = [...list.matchAll(/\/dev\/mailbox\/([0-9a-f-]{36})/g)].map((match) => match[1]).slice(0, 10);
    for (const id of new Set(ids)) {
      const message = await (await request.get(`${origin}/dev/mailbox/${id}`)).text();
      const code = message.match(/confirm it is you is (?:<strong>)?(\d{6})/)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no step-up code mailed to ${to} (the mailbox answered ${seen}: ${lastList.slice(-600)})`);
}

/**
 * Answers the open prompt with a code by e-mail and waits for it to close. `readCode` reads the code
 * another way when the spec's server is its own (the test kit's outbox read); the mailbox otherwise.
 */
export async function passStepUpByEmail(
  page: Page,
  email: string,
  readCode: () => Promise<string> = () => stepUpCodeFromMailbox(page, email),
): Promise<void> {
  const prompt = stepUpPrompt(page);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'E-mail a code to me' }).click();
  await expect(prompt.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await prompt.getByRole('textbox', { name: 'Code' }).fill(await readCode());
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toHaveCount(0);
}

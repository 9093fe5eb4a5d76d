import type { Page } from '@playwright/test';
import { newEmail, signUp } from './account-kit.js';
import { answerIdentification, choose, dayFromToday, goOn, identity, signUpToApplication } from './application-kit.js';
import { expect, test } from './fixtures.js';

// product-rules#analytics: flow_type from /XP_, /US_ or /YP_ in the path; decision 043: each application
// step reports its track's path, and moving on records application_step_completed for the step left.
// product-rules#plain-http: the sign-up's lead (POST /crm/new_lead) and the visit's fingerprint (POST /crm/log).

test.describe.configure({ timeout: 90_000 });

interface StoredEvent {
  type: string;
  name: string | null;
  path: string;
  dimensions: { flow_type: string };
}

/** What the collector stored for the signed-in user (a test-only route, absent in production). */
async function storedEvents(page: Page): Promise<StoredEvent[]> {
  return page.evaluate(async () => {
    const hash = document.cookie.match(/(?:^|; )wp_session_hash=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/v1/collect/mine', { headers: { 'x-session-hash': decodeURIComponent(hash) } });
    return ((await response.json()) as { events: StoredEvent[] }).events;
  });
}

/** Waits until the server stored the step's event (the client sends its batch within 2 s). */
async function expectStored(page: Page, path: string, flow: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await storedEvents(page))
          .filter((event) => event.name === 'application_step_completed')
          .map((event) => `${event.path} ${event.dimensions.flow_type}`),
      { timeout: 15_000 },
    )
    .toContain(`${path} ${flow}`);
}

test('non-US expat: the step left is stored with flow_type non_us_expat', async ({ page }) => {
  await signUpToApplication(page, 'flow-xp');
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', 'I don’t live in the US yet');
  await goOn(page, 'Your move to the US');
  await choose(page, 'Do you already live in the US?', 'No');
  await page.getByLabel('When do you expect to move to the US?').fill(dayFromToday(30));
  await goOn(page, 'About you');
  await expectStored(page, '/application/XP_Relocation', 'non_us_expat');
  // The entry question belongs to no track.
  await expectStored(page, '/application/PreResidency_Question', 'none');
});

test('US expat: the step left is stored with flow_type us_expat', async ({ page }) => {
  await signUpToApplication(page, 'flow-us');
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', '1 to 2 years');
  await goOn(page, 'About you');
  await answerIdentification(page, identity);
  await goOn(page, 'Your work');
  await expectStored(page, '/application/US_Identification', 'us_expat');
});

test('young professional: the step left is stored with flow_type yp', async ({ page }) => {
  await signUpToApplication(page, 'flow-yp');
  await choose(page, 'Are you a US citizen or a green card holder?', 'Yes');
  await goOn(page, 'About you');
  await answerIdentification(page, { ...identity, status: undefined, ssn: '234567890' });
  await goOn(page, 'Your work');
  await expectStored(page, '/application/YP_Identification', 'yp');
});

test('sign-up leaves the e-mail and first name as a lead, stored, and the visit logs its fingerprint once', async ({
  page,
}) => {
  const logs: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/crm/log') logs.push(request.postDataJSON());
  });
  const lead = page.waitForResponse((response) => new URL(response.url()).pathname === '/crm/new_lead');
  // The lead is the sign-up form's own call, so this one goes through the form.
  const email = newEmail('flow-lead');
  await signUp(page, email);
  const answered = await lead;
  expect(answered.request().postDataJSON()).toEqual({ email, firstName: 'Priya' });
  // 202 is answered only once the lead is kept (modules/crm/crm-routes.ts).
  expect(answered.status()).toBe(202);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => logs.length, { timeout: 10_000 }).toBe(1);
  expect(logs[0]).toEqual({ fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/), session: expect.any(String) });
});

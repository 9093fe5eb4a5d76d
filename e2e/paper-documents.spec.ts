import type { Page } from '@playwright/test';
import { approvedWithCard, type Cardholder } from '../apps/server/src/testing/cards-test-kit.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { expectNoAxeViolations } from './axe.js';
import { activate, closeStatement, purchase, signInAs } from './card-payments-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * E-sign withdrawal and paper (docs/product-rules.md#paper-documents, decision
 * 089): a cardholder withdraws e-sign consent on /account/paper-documents; the
 * next statement's required notice is then a letter in the sandbox's
 * /dev/letters, and no e-mail. A server of its own in this process with its
 * job worker running.
 */
const paperPort = mainPort + 178;
const paperUrl = `http://127.0.0.1:${paperPort}`;

let server: TestApp;
let holder: Cardholder;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: paperUrl });

test.beforeAll(async () => {
  // Approval walks an application through its document checks, slow on a busy machine.
  test.setTimeout(150_000);
  server = await startInProcessServer(paperPort, { JOB_POLL_INTERVAL_MS: '500' });
  holder = await approvedWithCard(server, 'Paperson', 2500);
  await activate(server, holder);
});

test.afterAll(async () => {
  await server.close();
});

interface SandboxLetter {
  kind: string;
  title: string;
  to: string[];
  status: string;
}

async function sandboxLetters(page: Page): Promise<SandboxLetter[]> {
  const answer = await page.request.get('/dev/letters?format=json');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { letters: SandboxLetter[] }).letters;
}

test('withdrawing e-sign consent: the next statement comes as a letter in the sandbox, not an e-mail; paper copies on request', async ({
  page,
}) => {
  await signInAs(page, server, holder);
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Paper documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paper documents' })).toBeVisible();
  const how = page.getByRole('region', { name: 'How we send your documents' });
  await expect(how.getByText('Electronically.')).toBeVisible();
  // The consequences and the notices mailed are said before the button (E-SIGN §7001(c)(1)(B)).
  await expect(how.getByText(/Your account stays open/)).toBeVisible();
  await expect(how.getByText(/your monthly statements/)).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'paper-documents-consented', { checkFits: true });

  await how.getByRole('button', { name: 'Withdraw my e-sign consent' }).click();
  await expect(how.getByText('On paper.')).toBeVisible();
  await expect(how.getByRole('button', { name: 'Receive documents electronically again' })).toBeVisible();

  await purchase(holder, 4200, 'Corner bookshop');
  await closeStatement(holder, 20);
  await expect
    .poll(async () => (await sandboxLetters(page)).filter((letter) => letter.kind === 'card-statement-ready'), {
      timeout: 30_000,
    })
    .toEqual([
      expect.objectContaining({ status: 'sent', to: expect.arrayContaining([expect.stringContaining('Paperson')]) }),
    ]);
  const { rows } = await server.database.sql.executeSql(
    `select count(*)::int as n from outbox_messages where kind = 'card-statement-ready'`,
    [],
  );
  expect(rows).toEqual([{ n: 0 }]);

  await page.reload();
  const mailed = page.getByRole('region', { name: 'Letters we mailed you' });
  await expect(mailed.getByText('Mailed', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'paper-documents-withdrawn', { checkFits: true });

  // A paper copy of the approval letter and of the statement: one press, one letter each.
  const copies = page.getByRole('region', { name: 'Paper copies' });
  for (const title of ['Approval letter', /^Card statement, payment due /]) {
    const item = copies.getByRole('listitem').filter({ hasText: title });
    await item.getByRole('button', { name: 'Mail me a paper copy' }).click();
    await expect(item.getByText(/We are mailing it/)).toBeVisible();
  }
  await expect
    .poll(
      async () =>
        (await sandboxLetters(page))
          .filter((letter) => letter.kind === 'paperCopy')
          .map((letter) => `${letter.title} (${letter.status})`)
          .sort(),
      { timeout: 30_000 },
    )
    .toEqual([
      expect.stringMatching(/^Paper copy: Approval letter \(sent\)$/),
      expect.stringMatching(/^Paper copy: Card statement, payment due .+ \(sent\)$/),
    ]);
});

import { password } from './account-kit.js';
import {
  answerEmployed,
  answerFinances,
  answerIdentification,
  choose,
  goOn,
  identity,
  startApplication,
} from './application-kit.js';
import { startLoggedServer, type LoggedServer } from './captured-server-logs.js';
import { expect, test } from './fixtures.js';
import { mainPort } from './servers.js';

// docs/operations.md "Health and logs": after the YP and non-US tracks' walks in a real
// browser, the server's log holds none of the SSNs, passport numbers, passwords, e-mail
// addresses or session cookies typed or set, in any spelling, yet does hold the walks' requests.
const port = mainPort + 52;
const ypSsn = '234567890';
const passportNumber = 'X7391846';
const secrets = new Set<string>([ypSsn, '234-56-7890', '234 56 7890', passportNumber, password]);

let server: LoggedServer;
test.beforeAll(async () => {
  server = await startLoggedServer(port);
});
test.afterAll(async () => server?.close());

test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const review = 'Check your answers';

test('young professional: an SSN, through review to a sent application', async ({ page, request, context }) => {
  secrets.add(await startApplication(page, request, 'logs-yp'));
  await choose(page, 'Are you a US citizen or a green card holder?', 'Yes');
  await goOn(page, 'About you');
  await answerIdentification(page, { ...identity, status: undefined, ssn: ypSsn });
  await goOn(page, 'Your work');
  await answerEmployed(page, 'Fabrikam', 'Junior Analyst');
  await goOn(page, 'Your income and costs');
  // product-rules#yp-branches: an ATP decline goes straight to review.
  await answerFinances(page, { income: '9000', housing: 'I rent', rent: '2500', other: '900' });
  await goOn(page, review);
  await page.getByLabel('I have read and accept these documents').check();
  await goOn(page, 'Verify your e-mail address');
  await goOn(page, 'Your application is with us', 'Send my application');
  for (const cookie of await context.cookies()) if (cookie.value.length >= 16) secrets.add(cookie.value);
});

test('non-US expat: a passport number on About you', async ({ page, request, context }) => {
  secrets.add(await startApplication(page, request, 'logs-nonus'));
  await choose(page, 'Are you a US citizen or a green card holder?', 'No');
  await choose(page, 'How long have you lived in the US?', 'I don’t live in the US yet');
  await goOn(page, 'Your move to the US');
  await choose(page, 'Do you already live in the US?', 'No');
  await page
    .getByLabel('When do you expect to move to the US?')
    .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await goOn(page, 'About you');
  await answerIdentification(page, { ...identity, ssn: '', passport: passportNumber, status: 'L-1' });
  await goOn(page, 'Your work');
  for (const cookie of await context.cookies()) if (cookie.value.length >= 16) secrets.add(cookie.value);
});

test('the server log of both walks holds none of what was typed or set, yet shows the walks', () => {
  const log = server.log();
  // The walks are there: saves, the operation names, a job the sign-up queued.
  expect(log).toContain('"graphqlOperation":"ApplicationCacheSave"');
  expect(log).toContain('"msg":"job queued"');
  expect(log).toMatch(/"url":"\/api\/v1\/graphql"/);
  const found = [...secrets].filter((secret) => log.toLowerCase().includes(secret.toLowerCase()));
  expect(found).toEqual([]);
});

import type { Page } from '@playwright/test';
import {
  standInCredentials as experianCredentials,
  startExperianStandIn,
} from '../apps/server/src/modules/credit-report/bureau-api/experian-stand-in.js';
import {
  ga4StandInApiSecret,
  ga4StandInMeasurementId,
  startGa4StandIn,
} from '../apps/server/src/testing/stand-ins/ga4-stand-in.js';
import {
  idologyStandInPassword,
  idologyStandInUsername,
  startIdologyStandIn,
} from '../apps/server/src/testing/stand-ins/idology-stand-in.js';
import {
  lithicStandInApiKey,
  lithicStandInWebhookSecret,
  startLithicStandIn,
} from '../apps/server/src/testing/stand-ins/lithic-stand-in.js';
import { onfidoStandInToken, startOnfidoStandIn } from '../apps/server/src/testing/stand-ins/onfido-stand-in.js';
import {
  plaidStandInClientId,
  plaidStandInSecret,
  startPlaidStandIn,
  type PlaidStandIn,
} from '../apps/server/src/testing/stand-ins/plaid-stand-in.js';
import {
  recaptchaStandInSecret,
  recaptchaStandInSiteKey,
  startRecaptchaStandIn,
} from '../apps/server/src/testing/stand-ins/recaptcha-stand-in.js';
import {
  sentilinkStandInAccountId,
  sentilinkStandInToken,
  startSentilinkStandIn,
} from '../apps/server/src/testing/stand-ins/sentilink-stand-in.js';
import { startSmtpStandIn, type SmtpStandIn } from '../apps/server/src/testing/stand-ins/smtp-stand-in.js';
import {
  startTwilioStandIn,
  twilioStandInAccountSid,
  twilioStandInAuthToken,
  twilioStandInMessagingServiceSid,
} from '../apps/server/src/testing/stand-ins/twilio-stand-in.js';
import { newEmail, signUp } from './account-kit.js';
import { accessible, goOn, heading, notWorkingFirstJobNext, ypSsn, ypToConfirmIncome } from './application-kit.js';
import { expect, test } from './fixtures.js';
import { startProductionServer, type ProductionServer } from './production-server.js';
import { fakeGoogleScript, fakePlaidScript } from './provider-fakes.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * The production build run as an operator would (decision 038): `node
 * apps/server/dist/main.js` with APP_ENV=production, every provider
 * configured as real and pointed at a local stand-in that follows the
 * vendor's published API, SANDBOX_PROVIDERS unset, and Google's and Plaid's
 * scripts answered by fakes in the page. A young professional signs up,
 * confirms the e-mail from the SMTP stand-in, is scored by SentiLink, links
 * a bank through Plaid Link, answers IDology's questions and sends the
 * application.
 */
const port = mainPort + 46;
const baseURL = `http://127.0.0.1:${port}`;
const publicUrl = 'https://waypoint.example';

const standIns: { close(): Promise<void> }[] = [];
let smtp: SmtpStandIn;
let plaid: PlaidStandIn;
let server: ProductionServer;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ baseURL });

async function started<T extends { close(): Promise<void> }>(standIn: Promise<T>): Promise<T> {
  const running = await standIn;
  standIns.push(running);
  return running;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await started(startSmtpStandIn());
  plaid = await started(startPlaidStandIn());
  const [recaptcha, experian, sentilink, onfido, idology, lithic, ga4] = await Promise.all([
    started(startRecaptchaStandIn()),
    started(startExperianStandIn()),
    started(startSentilinkStandIn()),
    started(startOnfidoStandIn()),
    started(startIdologyStandIn()),
    started(startLithicStandIn()),
    started(startGa4StandIn()),
  ]);
  const twilio = await started(startTwilioStandIn());
  server = await startProductionServer(port, {
    PUBLIC_URL: publicUrl,
    SMTP_URL: smtp.url,
    RECAPTCHA_SECRET: recaptchaStandInSecret,
    RECAPTCHA_SITE_KEY: recaptchaStandInSiteKey,
    RECAPTCHA_VERIFY_URL: recaptcha.url,
    PLAID_CLIENT_ID: plaidStandInClientId,
    PLAID_SECRET: plaidStandInSecret,
    PLAID_API_URL: plaid.url,
    CREDIT_BUREAU_URL: experian.url,
    CREDIT_BUREAU_CLIENT_ID: experianCredentials.clientId,
    CREDIT_BUREAU_CLIENT_SECRET: experianCredentials.clientSecret,
    CREDIT_BUREAU_USERNAME: experianCredentials.username,
    CREDIT_BUREAU_PASSWORD: experianCredentials.password,
    CREDIT_BUREAU_SUBSCRIBER_CODE: experianCredentials.subscriberCode,
    RISK_SCORE_URL: sentilink.url,
    RISK_SCORE_ACCOUNT_ID: sentilinkStandInAccountId,
    RISK_SCORE_TOKEN: sentilinkStandInToken,
    DOCUMENT_CHECK_URL: onfido.url,
    DOCUMENT_CHECK_API_TOKEN: onfidoStandInToken,
    IDENTITY_QUESTIONS_URL: idology.url,
    IDENTITY_QUESTIONS_USERNAME: idologyStandInUsername,
    IDENTITY_QUESTIONS_PASSWORD: idologyStandInPassword,
    CARD_ISSUER_URL: lithic.url,
    CARD_ISSUER_API_KEY: lithicStandInApiKey,
    CARD_ISSUER_WEBHOOK_SECRET: lithicStandInWebhookSecret,
    GA4_ENDPOINT: ga4.url,
    GA4_MEASUREMENT_ID: ga4StandInMeasurementId,
    GA4_API_SECRET: ga4StandInApiSecret,
    TWILIO_API_URL: twilio.url,
    TWILIO_ACCOUNT_SID: twilioStandInAccountSid,
    TWILIO_AUTH_TOKEN: twilioStandInAuthToken,
    TWILIO_MESSAGING_SERVICE_SID: twilioStandInMessagingServiceSid,
    // Lob (decision 089): this run's member keeps e-sign consent and a working address, so no letter is sent;
    // nothing listens at the URL, so a letter would fail loudly rather than reach Lob.
    LOB_API_URL: 'http://127.0.0.1:9',
    LOB_API_KEY: 'test_0000000000000000',
    LOB_FROM_ADDRESS_ID: 'adr_00000000',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await Promise.all(standIns.map((standIn) => standIn.close()));
});

/** The confirmation link the SMTP stand-in received, on this server instead of PUBLIC_URL. */
async function confirmationLink(email: string): Promise<string> {
  const mail = await smtp.waitForMail(email, /\/emailconfirmation\?hash=/);
  const link = new URL(/https?:\/\/[^\s"<&]+\/emailconfirmation\?hash=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0] ?? '');
  expect(link.origin).toBe(publicUrl);
  return link.pathname + link.search;
}

/** IDology's stand-in counts the first option of each question right (docs/sandbox.md "Stand-ins"). */
async function answerIdentityQuestions(page: Page) {
  // Waits for each question by its number, so a question on its way out is never read as the next.
  for (let question = 1; question <= 10; question += 1) {
    const progress = page.getByText(new RegExp(`^Question ${question} of \\d+$`));
    await expect(progress).toBeVisible();
    const total = Number(/of (\d+)$/.exec((await progress.textContent()) ?? '')?.[1]);
    await page.getByRole('group').getByRole('radio').first().check();
    await page.getByRole('button', { name: question === total ? 'Send my answers' : 'Next', exact: true }).click();
    if (question === total) return;
  }
  throw new Error('more than 10 identity questions');
}

test('the production build, every provider real and no sandbox on, takes a young professional to a sent application', async ({
  page,
}) => {
  const health = (await (await page.request.get('/healthz')).json()) as { status: string; sandboxes: string[] };
  expect(health).toMatchObject({ status: 'ok', sandboxes: [] });

  await fakeGoogleScript(page, '0.9');
  await fakePlaidScript(page, plaid);
  const email = newEmail('production-yp');
  await signUp(page, email);
  await page.goto(await confirmationLink(email));
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Resume your application' }).click();
  await expect(heading(page)).toHaveText('Let’s find the right application for you');

  await ypToConfirmIncome(page, notWorkingFirstJobNext);

  await page.getByRole('button', { name: 'Link your bank' }).click();
  await page
    .getByRole('dialog', { name: 'Plaid Link (fake)' })
    .getByRole('button', { name: 'Harbor Credit Union' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Your bank is linked' })).toBeVisible();
  await goOn(page, 'Confirm your identity');

  await answerIdentityQuestions(page);
  await expect(page.getByText('Thank you, we have confirmed your identity')).toBeVisible();
  await accessible(page);
  await goOn(page, 'Check your answers');
  await page.getByLabel('I have read and accept these documents').check();
  await goOn(page, 'Verify your e-mail address');
  await goOn(page, 'Your application is with us', 'Send my application');
  await expect(page.getByRole('heading', { name: 'Thank you, your application has been sent' })).toBeVisible();
  await atPhoneAndDesktop(page, 'production-run-sent');

  // What an operator reads: the real adapters were asked, and no log line holds the SSN.
  expect(plaid.requests.some((call) => call.path === '/link/token/create')).toBe(true);
  const logs = server.logLines().join('\n');
  for (const secret of [ypSsn, '456-78-9012']) expect(logs).not.toContain(secret);
});

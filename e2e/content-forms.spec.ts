import type { APIRequestContext, Page } from '@playwright/test';
import { newEmail } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { frontMatter, withScriptHeld, waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';

/** Answers that make the card a fit: living in the US on a work visa, with a job and a little credit history. */
const fittingAnswers = [
  'In the US',
  'Yes, I have an SSN',
  'Work visa',
  'Yes, I have a job',
  'A little',
  'In the US, where I live or will live',
];

const quizHeading = frontMatter('pages/quiz.md').heading ?? '';

async function answerByMouse(page: Page, answer: string, last: boolean) {
  await page.getByRole('radio', { name: answer }).check();
  await page.getByRole('button', { name: last ? 'See my result' : 'Next' }).click();
}

test.describe('card-fit quiz', () => {
  test('answered by mouse, leads to "Start your application" on /quiz', async ({ page }) => {
    await page.goto('/quiz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(quizHeading);
    // product-rules#site-chrome: quiz pages have no site header or footer.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // Next without an answer asks for one.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Choose one answer to go on.' })).toBeVisible();

    for (const [index, answer] of fittingAnswers.entries()) {
      await expect(page.getByRole('heading', { level: 2 })).toContainText(
        `Question ${index + 1} of ${fittingAnswers.length}`,
      );
      await answerByMouse(page, answer, index === fittingAnswers.length - 1);
    }
    await expect(page.getByRole('heading', { level: 2, name: /Good news/ })).toBeFocused();
    const apply = page.getByRole('link', { name: 'Start your application' });
    await expect(apply).toHaveAttribute('href', '/user/signup');
    await expectNoAxeViolations(page);
    await apply.click();
    await expect(page).toHaveURL('/user/signup');
  });

  test('an answer chosen before the script runs counts once it does', async ({ browser }) => {
    await withScriptHeld(browser, '/quiz', async ({ page, releaseScript }) => {
      await page.getByRole('radio', { name: fittingAnswers[0] }).check();
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
      releaseScript();
      await waitForHydration(page);
      await expect(page.getByRole('radio', { name: fittingAnswers[0] })).toBeChecked();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 2 })).toContainText(`Question 2 of ${fittingAnswers.length}`);
    });
  });

  test('answered by keyboard alone, on /quiz/ABC123 the result keeps the invite code', async ({ page }) => {
    await page.goto('/quiz/ABC123');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(quizHeading);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await waitForHydration(page);

    for (const [index, answer] of fittingAnswers.entries()) {
      const radio = page.getByRole('radio', { name: answer });
      if (index === 0) {
        // From the top of the page: Tab to the first option.
        await page.locator('body').focus();
        for (let step = 0; step < 10 && !(await radio.first().evaluate((el) => el === document.activeElement)); step++)
          await page.keyboard.press('Tab');
      } else {
        // After Next, focus is on the question's heading; Tab moves into the options.
        await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
        await page.keyboard.press('Tab');
      }
      // Arrow keys move through a radio group; Space picks the focused option.
      for (let step = 0; step < 5 && !(await radio.evaluate((el) => el === document.activeElement)); step++)
        await page.keyboard.press('ArrowDown');
      await expect(radio).toBeFocused();
      await page.keyboard.press('Space');
      await expect(radio).toBeChecked();
      await page.keyboard.press('Enter');
    }

    await expect(page.getByRole('heading', { level: 2, name: /Good news/ })).toBeFocused();
    const apply = page.getByRole('link', { name: 'Start your application' });
    await expect(apply).toHaveAttribute('href', '/user/signup?code=ABC123');
    await apply.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/user/signup?code=ABC123');
  });
});

test.describe('cash-back calculator on /rewards', () => {
  test('updates the estimate as you type, and warns when spending passes the credit limit', async ({ page }) => {
    await page.goto('/rewards');
    await waitForHydration(page);
    const estimate = page.locator('.cash-back-estimate');
    const spend = page.getByLabel('Monthly spending on eligible purchases, in US dollars');
    const limit = page.getByLabel('Your credit limit, in US dollars');
    const referrals = page.getByLabel('Friends you referred who activated their card in the last 12 months');
    // The starting figures: $1,200 a month at 1%.
    await expect(estimate).toContainText('1%');
    await expect(estimate).toContainText('$12');

    await spend.fill('2000');
    await expect(estimate).toContainText('$20');
    await expect(estimate).not.toContainText('earns nothing');

    // product-rules#cash-back: the per-cycle cap is the credit limit.
    await spend.fill('5000');
    await limit.fill('3000');
    await expect(estimate).toContainText(
      'Spending above your $3,000 credit limit doesn’t earn cash back: $2,000 earns nothing this cycle.',
    );
    await expect(estimate).toContainText('$30');

    // product-rules#cash-back: 5 referrals reach the 6% cap.
    await referrals.fill('5');
    await expect(estimate).toContainText('6%');
    await expect(estimate).toContainText('$180');

    await spend.fill('lots');
    await expect(estimate).toContainText('Check the highlighted answers to see your estimate.');
  });

  test('numbers typed before the script runs are what it estimates from once it does', async ({ browser }) => {
    await withScriptHeld(browser, '/rewards', async ({ page, releaseScript }) => {
      const spend = page.getByLabel('Monthly spending on eligible purchases, in US dollars');
      await spend.fill('2,000');
      releaseScript();
      await waitForHydration(page);
      const estimate = page.locator('.cash-back-estimate');
      await expect(estimate).toContainText('$20');
      // Another field's change keeps the early number rather than putting the prerendered one back.
      await page.getByLabel('Friends you referred who activated their card in the last 12 months').fill('5');
      await expect(estimate).toContainText('$120');
      await expect(spend).toHaveValue('2,000');
    });
  });
});

/** The newest sandbox mail to `to` (docs/sandbox.md), waiting for the outbox worker. */
async function mailTo(request: APIRequestContext, to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const list = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    const id = list.match(/\/dev\/mailbox\/([0-9a-f-]{36})/)?.[1];
    if (id) return (await request.get(`/dev/mailbox/${id}`)).text();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no mail to ${to}`);
}

test.describe('contact form on /contact-us', () => {
  test('sent empty, lists each missing field in the error summary', async ({ page }) => {
    await page.goto('/contact-us');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send message' }).click();

    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading')).toHaveText('Please check the highlighted fields');
    await expect(summary.getByRole('link')).toHaveCount(4);
    await expect(summary).toContainText('Choose what your message is about');
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // A summary link takes the cursor to its field.
    await summary.getByRole('link').first().click();
    await expect(page.getByLabel('Your name')).toBeFocused();
  });

  test('a valid message shows the confirmation, and the sender gets an acknowledgement', async ({ page, request }) => {
    const email = newEmail('contact');
    await page.goto('/contact-us');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Your name').fill('Ana Souza');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('What is your message about?').selectOption({ label: 'Cash back and rewards' });
    await form.getByRole('textbox', { name: 'Your message' }).fill('When can I redeem my first cash back?');
    await form.getByRole('button', { name: 'Send message' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, your message is on its way' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText(email);

    const mail = await mailTo(request, email);
    expect(mail).toContain('We received your message to Waypoint');
    expect(mail).toContain('cash back and rewards');
    // The acknowledgement never echoes the message.
    expect(mail).not.toContain('When can I redeem');

    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('What is your message about?')).toBeFocused();
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  });
});

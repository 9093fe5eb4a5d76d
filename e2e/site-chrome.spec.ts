import { newEmail, signUpThroughApi } from './account-kit.js';
import { frontMatter } from './content-kit.js';
import { expect, test } from './fixtures.js';

// product-rules#site-chrome: the application wizard and the quiz stand alone, without site header or footer.
const withoutChrome = ['/quiz', '/quiz/ABC'];
// Look-alike paths prove the rule is by path segment, not by string prefix.
const withChrome = ['/', '/rewards', '/faq/close', '/applications', '/quizzes'];

test.describe('site header and footer', () => {
  for (const path of withoutChrome) {
    test(`are hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  test('are hidden in the application wizard for a signed-in applicant', async ({ page }) => {
    await signUpThroughApi(page, newEmail('chrome'));
    for (const path of ['/application', '/application/identity']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
  });

  for (const path of withChrome) {
    test(`are shown on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('disappear on following a link into the quiz and return on going back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Card-fit quiz' }).click();
    await expect(page).toHaveURL('/quiz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontMatter('pages/quiz.md').heading ?? '');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

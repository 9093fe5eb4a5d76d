import { expectNoAxeViolations } from './axe.js';
import { waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';

// Each page the other specs visit, in the state a visitor sees it.
const pages = [
  { name: 'home', path: '/' },
  { name: 'rewards', path: '/rewards' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'application while signed out (the sign-in page)', path: '/application' },
  { name: 'quiz', path: '/quiz' },
  { name: 'home with an error notice', path: '/?notice=session_expired' },
  { name: 'home with a success notice', path: '/?notice=email_verified' },
];

test.describe('WCAG 2.2 AA (axe)', () => {
  for (const { name, path } of pages) {
    test(`${name} (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('home', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('home with the menu open', async ({ page }) => {
      await page.goto('/');
      // The menu button answers once the page has hydrated (decision 050).
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

import { frontMatter } from './content-kit.js';
import { expect, test } from './fixtures.js';

// The home page's headline is its content's (content/pages/home.md).
const homeHeading = frontMatter('pages/home.md').heading ?? '';

// The service worker stays on here, as in a person's browser (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const legalLinks = [
  'Privacy Policy',
  'Privacy Notice',
  'Terms of Use',
  'Cardholder Agreement',
  'Rewards Terms and Conditions',
  'E-sign consent Agreement',
  'Fee schedule',
];

const socialNetworks = ['facebook', 'instagram', 'twitter', 'linkedIn'];

test.describe('home page', () => {
  test('answers 200 and shows the headline, header and footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
    await expect(page).toHaveTitle(/Waypoint Cash Back Card/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('"Apply now" takes the visitor to sign-up', async ({ page }) => {
    await page.goto('/');
    const apply = page.getByRole('main').getByRole('link', { name: 'Apply now' });
    await expect(apply).toHaveAttribute('href', '/user/signup');
    await apply.click();
    await expect(page).toHaveURL('/user/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up');
  });

  test('the footer lists the seven legal documents in order', async ({ page }) => {
    await page.goto('/');
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).getByRole('link');
    await expect(legal).toHaveText(legalLinks);
  });

  test('the footer links to four social networks in a new tab, without leaking the opener', async ({ page }) => {
    await page.goto('/');
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(socialNetworks.length);
    for (const [index, network] of socialNetworks.entries()) {
      const link = social.nth(index);
      await expect(link).toHaveAttribute('data-network', network);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
      // Screen-reader users are told before they lose their place.
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
  });
});

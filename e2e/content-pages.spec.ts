import { expectNoAxeViolations } from './axe.js';
import { contentPages, documentTitle, frontMatter, waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';

// product-rules#site-routes's content pages, each checked against its Markdown (decision 012).
test.describe('content pages', () => {
  for (const content of contentPages) {
    test(`${content.path} shows "${content.heading}" from ${content.file}`, async ({ page }) => {
      const response = await page.goto(content.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
      await expect(page).toHaveTitle(documentTitle(content.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${content.path}$`));
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('prerendered HTML', () => {
  // No script runs here: what a search engine or a slow phone sees before the code arrives.
  test.use({ javaScriptEnabled: false });

  for (const content of contentPages.filter((candidate) => candidate.prerendered)) {
    test(`${content.path} arrives with its heading and head tags`, async ({ page }) => {
      const response = await page.goto(content.path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
      const title = documentTitle(content.title);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.description);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(content.path);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', content.description);
    });
  }

  test('pattern pages (/i/{code}, /quiz/{code}) are served the app shell, which names the site version', async ({
    page,
  }) => {
    for (const path of ['/i/SOMECODE', '/quiz/SOMECODE']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="site-version"]')).toHaveAttribute('content', /^[0-9a-f]{8,}$/);
    }
  });
});

test.describe('navigating the content site', () => {
  // From an app page the app's router moves to the content page; a content page's links load the next
  // page as a page of its own (decision 090). Either way the page and its head are the next page's.
  for (const [from, documents] of [
    ['/user/login', []],
    ['/', ['/rewards']],
  ] as const) {
    test(`a header link on ${from} changes the page and its head${documents.length ? ', loading its document' : ' without reloading it'}`, async ({
      page,
    }) => {
      await page.goto(from);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForHydration(page);
      const documentLoads: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
      });
      const rewardsPage = frontMatter('pages/rewards.md');

      const rewards = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' });
      await rewards.click();

      await expect(page).toHaveURL('/rewards');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(rewardsPage.heading ?? '');
      await expect(page).toHaveTitle('Rewards | Waypoint');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', rewardsPage.description ?? '');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/rewards$/);
      await expect(rewards).toHaveAttribute('aria-current', 'page');
      expect(documentLoads).toEqual(documents);
    });
  }

  test('a footer link to a legal page opens it', async ({ page }) => {
    await page.goto('/rewards');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Fee schedule' })
      .click();
    await expect(page).toHaveURL('/fees');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fee schedule');
    await expect(page).toHaveTitle('Fee schedule | Waypoint');
  });

  test('the blog lists every post, and a post opens from the list', async ({ page }) => {
    await page.goto('/blog');
    const posts = contentPages
      .filter((content) => content.path.startsWith('/blog/'))
      .map((content) => ({ ...content, date: frontMatter(content.file).date ?? '' }))
      .sort((a, b) => b.date.localeCompare(a.date));
    const main = page.getByRole('main');
    for (const post of posts) await expect(main.getByRole('link', { name: post.heading })).toBeVisible();
    const newest = posts[0];
    if (!newest) throw new Error('content/blog has no posts');
    await main.getByRole('link', { name: newest.heading }).click();
    await expect(page).toHaveURL(newest.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.heading);
  });

  test('careers lists every open position, and each opens its page', async ({ page }) => {
    await page.goto('/careers');
    const positions = contentPages.filter((content) => content.path.startsWith('/careers/job-position/'));
    const main = page.getByRole('main');
    for (const position of positions) await expect(main.getByRole('link', { name: position.heading })).toBeVisible();
    const first = positions[0];
    if (!first) throw new Error('content/careers has no positions');
    await main.getByRole('link', { name: first.heading }).click();
    await expect(page).toHaveURL(first.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.heading);
  });
});

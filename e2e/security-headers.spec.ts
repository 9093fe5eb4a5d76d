import type { Browser, Page } from '@playwright/test';
import { waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';

// docs/operations.md "Security headers". Every other test also fails on any CSP violation (fixtures.ts);
// these show that the policy is really enforced, and that the pages still work under it.

const cspOf = (headers: Record<string, string>) => headers['content-security-policy'] ?? '';

/** A page in a context of its own: what it provokes on purpose must not fail the fixture's checks. */
async function isolatedPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test.describe('security headers', () => {
  test('a prerendered page is sent with a strict policy and still hydrates', async ({ page }) => {
    const response = await page.goto('/quiz');
    const headers = response?.headers() ?? {};
    expect(cspOf(headers)).toMatch(/script-src 'self'(;| 'sha256-)/);
    expect(cspOf(headers)).toContain("frame-ancestors 'none'");
    expect(cspOf(headers)).not.toContain('unsafe-inline');
    expect(headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' });
    expect(headers['permissions-policy']).toContain('camera=(self)');
    // The progress bar's width is a style attribute in the prerendered HTML: allowed by its hash, so it shows.
    const progress = page.locator('.card-fit-question__progress span');
    await expect(progress).toHaveAttribute('style', /width:/);
    expect(await progress.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(0);
    // Hydrated: the first answer moves the quiz on, drawn by React under the same policy.
    await waitForHydration(page);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toContainText('Question 2 of');
    await expect(progress).toHaveAttribute('style', /width:\s*33/);
  });

  test('a script injected into a page does not run', async ({ browser, baseURL }) => {
    const page = await isolatedPage(browser, baseURL);
    try {
      await page.goto('/');
      const outcome = await page.evaluate(
        () =>
          new Promise<{ ran: boolean; directive: string }>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) =>
              resolve({ ran: 'injected' in window, directive: event.effectiveDirective }),
            );
            const script = document.createElement('script');
            script.textContent = 'window.injected = true';
            document.body.append(script);
          }),
      );
      expect(outcome).toEqual({ ran: false, directive: 'script-src-elem' });
    } finally {
      await page.context().close();
    }
  });

  test('another site cannot frame the application', async ({ browser, baseURL }) => {
    const page = await isolatedPage(browser, baseURL);
    try {
      await page.setContent(`<iframe src="${baseURL}/user/login" title="framed"></iframe>`);
      const frame = page.frameLocator('iframe[title="framed"]');
      // Refused frames show Chromium's error page, never the sign-in form.
      await expect
        .poll(() =>
          page
            .frames()
            .find((candidate) => candidate !== page.mainFrame())
            ?.url(),
        )
        .toMatch(/^chrome-error:/);
      await expect(frame.getByRole('button', { name: /sign in|log in/i })).toHaveCount(0);
    } finally {
      await page.context().close();
    }
  });
});

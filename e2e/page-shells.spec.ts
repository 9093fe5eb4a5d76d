import type { Page } from '@playwright/test';
import { newEmail, password, signUpThroughApi } from './account-kit.js';
import { heading, signUpToApplication } from './application-kit.js';
import { withScriptHeld, waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';

// Decision 051: sign-in and sign-up arrive prerendered whole, form and all, and the browser
// hydrates them. Decision 047: the wizard arrives as a shell (frame, heading, a skeleton of the
// form), and the browser draws the step over it. The fixture fails a test on any console error,
// so a hydration mismatch or a failed chunk fails it too.

/**
 * Every layout shift since the page started that Lighthouse's CLS would count (none caused by
 * input), each with the elements that moved, so a failure names them.
 */
async function layoutShifts(page: Page): Promise<{ value: number; moved: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
        const shifts: { value: number; moved: string[] }[] = [];
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map(({ node }) =>
              node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
            );
            shifts.push({ value: entry.value, moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 500);
      }),
  );
}

const accountShells = [
  { path: '/user/login', title: 'Sign in', field: 'Email address', button: 'Sign in' },
  { path: '/user/signup', title: 'Sign up', field: 'First name', button: 'Create account' },
];

test.describe('prerendered shells', () => {
  for (const shell of accountShells) {
    test(`${shell.path} comes with its heading and its form, which works once hydrated, with nothing moving`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(shell.path)).text();
      expect(html).toContain('<div id="root">');
      expect(html).toMatch(new RegExp(`<h1 class="auth-page__title">${shell.title}</h1>`));
      expect(html).not.toContain('class="form-skeleton"');
      expect(html).toContain('<form');

      const stylesheets: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname);
      });
      await page.goto(shell.path);
      await expect(heading(page)).toHaveText(shell.title);
      await expect(page.getByLabel(shell.field)).toBeEditable();
      await expect(page.getByRole('button', { name: shell.button, exact: true })).toBeEnabled();
      expect(await layoutShifts(page)).toEqual([]);
      // The page's styles came inline; none is fetched again as the form's code loads.
      const inline = await page
        .locator('style[data-href]')
        .evaluateAll((styles) => styles.map((style) => style.dataset.href));
      expect(stylesheets.filter((file) => inline.includes(file))).toEqual([]);
    });
  }

  test('what is typed into sign-in before its script runs is kept, and is what signs in', async ({ browser }) => {
    const email = newEmail('typed-early');
    const signUpContext = await browser.newContext();
    await signUpThroughApi(await signUpContext.newPage(), email);
    await signUpContext.close();

    await withScriptHeld(browser, '/user/login', async ({ page, releaseScript }) => {
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
      releaseScript();
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
      await expect(page.getByLabel('Email address')).toHaveValue(email);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).not.toHaveURL(/\/user\/login/);
    });
  });

  // Decision 050: a built page names no script in its head; a few lines at the end of the body ask
  // for it once a frame is being drawn, so the first paint never waits for script. The browser's
  // first-paint entry is the frame's presentation, later than its drawing; the first animation
  // frame, noted from the document's start, is the drawing's own start.
  for (const pagePath of ['/', '/faq', '/user/login']) {
    test(`${pagePath} asks for its script only once its first frame is drawn, and still becomes interactive`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrameAt?: number }).firstFrameAt = performance.now();
        });
      });
      await page.goto(pagePath);
      await expect(page.locator('#main')).toBeVisible();
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ file: new URL(entry.name).pathname, requestedAt: entry.startTime })),
      }));
      expect(timing.firstFrameAt, 'the first animation frame was noted').not.toBeNull();
      expect(timing.scripts.length).toBeGreaterThan(0);
      const early = timing.scripts.filter((script) => script.requestedAt < (timing.firstFrameAt ?? 0));
      expect(early, 'scripts asked for before the first frame').toEqual([]);
    });
  }

  // Every prerendered form's submit button stays disabled until the page's code runs (decision
  // 051): a press or Enter before that would have the browser send the form itself, to the page's
  // own address, with what was typed (a password in the address, a POST to a static page).
  const prerenderedForms = [
    { path: '/user/login', field: 'Email address', value: 'ana@example.com', button: 'Sign in' },
    { path: '/enroll', field: 'Pre-approved code', value: 'DMSPRING26', button: 'Use this code' },
    { path: '/invite-only', field: 'Invitation code', value: 'FRIEND1234', button: 'Use this code' },
    { path: '/partner', field: 'Your organization', value: 'Acme Relocation', button: 'Send referral' },
    { path: '/contact-us', field: 'Your name', value: 'Ana Silva', button: 'Send message' },
  ];
  for (const form of prerenderedForms) {
    test(`without script, ${form.path} shows its form but cannot send it`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const requests: string[] = [];
        page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
        await page.goto(form.path);
        await expect(page.getByRole('banner')).toBeVisible();
        await page.getByLabel(form.field, { exact: true }).fill(form.value);
        await expect(page.getByRole('button', { name: form.button, exact: true })).toBeDisabled();
        await page.getByLabel(form.field, { exact: true }).press('Enter');
        await expect(page).toHaveURL(new RegExp(`${form.path}$`));
        expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('/application: a signed-out visitor still goes to sign-in and is brought back', async ({ page, request }) => {
    // Decision 050: without a session cookie the server sends the visitor to sign-in at once.
    const redirect = await request.get('/application', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe('/user/login?returnTo=/application');
    // With a cookie, even a stale one, the shell comes and the page's own check decides.
    const html = await (await request.get('/application', { headers: { cookie: 'wp_token=stale' } })).text();
    expect(html).toMatch(/<h1 class="wizard-body__title">Your application<\/h1>/);

    await page.goto('/application');
    await expect(page).toHaveURL(/\/user\/login\?returnTo=(%2F|\/)application$/);
    await expect(heading(page)).toHaveText('Sign in');
  });

  test('/application: a signed-in applicant gets their step over the shell, with nothing moving', async ({ page }) => {
    await signUpToApplication(page, 'shell');
    await page.reload();
    await expect(heading(page)).toHaveText('Let’s find the right application for you');
    await expect(page.locator('.form-skeleton')).toHaveCount(0);
    expect(await layoutShifts(page)).toEqual([]);
  });
});

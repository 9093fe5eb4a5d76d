import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderPage, renderShell } from '../src/prerender/entry-server';
import { shellPages } from './shell-pages';

// The footer's words come from a build plugin (site-footer-plugin.ts); here, from the same content folder.
vi.mock('virtual:site-footer', async () => {
  const { buildSiteFooter } = await import('./content/site-footer');
  return { default: buildSiteFooter(path.resolve(import.meta.dirname, '..', '..', '..', 'content')) };
});

const urlOf = (path: string) => `https://www.waypoint.example${path}`;
const shellOf = (path: string) => renderShell(urlOf(path));
/** What the build writes for a page of the list: the page itself, or its skeleton shell. */
const prerenderedBody = (path: string) => {
  const page = shellPages.find((candidate) => candidate.path === path);
  return page?.prerender === 'page' ? renderPage(urlOf(path), null) : shellOf(path);
};
const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the client-rendered pages the build prerenders (decisions 047 and 051)', () => {
  it('covers sign-in, sign-up and the wizard', () => {
    expect(shellPages.map((page) => page.path)).toEqual(
      expect.arrayContaining([sitePaths.signIn, sitePaths.signUp, sitePaths.application]),
    );
  });

  it.each([
    [sitePaths.signIn, 'Sign in', 'Sign in', ['login-email', 'login-password']],
    [sitePaths.signUp, 'Sign up', 'Create account', ['register-first-name', 'register-email', 'register-password']],
    [sitePaths.register, 'Register', 'Create account', ['register-first-name', 'register-email', 'register-password']],
  ])(
    '%s: prerendered whole, the heading %s and the form, its button disabled until the code runs',
    async (path, title, button, inputs) => {
      const html = await prerenderedBody(path);
      expect(headingOf(html)).toBe(title);
      expect(html).not.toContain('class="form-skeleton"');
      for (const id of inputs) expect(html).toContain(`id="${id}"`);
      // Before hydration a press must not send the form as a GET with its fields in the address.
      expect(html).toMatch(new RegExp(`<button type="submit"[^>]*disabled=""[^>]*>${button}</button>`));
    },
  );

  it.each([sitePaths.signUp, sitePaths.register])(
    '%s: the consent box cannot be ticked before the code runs, so hydration cannot untick it',
    async (path) => {
      expect(await prerenderedBody(path)).toMatch(/<input(?=[^>]*type="checkbox")(?=[^>]*disabled="")[^>]*>/);
    },
  );

  it('the wizard: the heading and a skeleton that says the session is being checked, with no form yet', async () => {
    const html = await prerenderedBody(sitePaths.application);
    expect(headingOf(html)).toBe('Your application');
    expect(html).toContain('role="status" class="visually-hidden">Checking that you are signed in…</p>');
    expect(html).toContain('class="form-skeleton"');
    expect(html).not.toMatch(/<form|<input|<button type="submit"/);
  });

  it("names each page's head after its heading", async () => {
    for (const page of shellPages) expect(headingOf(await prerenderedBody(page.path))).toBe(page.head.title);
  });

  it('keeps the site frame on the account pages and leaves it off the wizard (product-rules#site-chrome)', async () => {
    expect(await prerenderedBody(sitePaths.signIn)).toContain('class="site-header');
    expect(await prerenderedBody(sitePaths.application)).not.toContain('class="site-header');
    expect(await prerenderedBody(sitePaths.application)).toContain('class="wizard-bar"');
  });
});

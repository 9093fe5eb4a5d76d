import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderShell } from '../src/prerender/entry-server';
import { shellPages } from './shell-pages';

// The footer's words come from a build plugin (site-footer-plugin.ts); here, from the same content folder.
vi.mock('virtual:site-footer', async () => {
  const { buildSiteFooter } = await import('./content/site-footer');
  return { default: buildSiteFooter(path.resolve(import.meta.dirname, '..', '..', '..', 'content')) };
});

const shellOf = (path: string) => renderShell(`https://www.waypoint.example${path}`);
const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the client-only pages prerendered as shells (decision 047)', () => {
  it('covers sign-in, sign-up and the wizard', () => {
    expect(shellPages.map((page) => page.path)).toEqual(
      expect.arrayContaining([sitePaths.signIn, sitePaths.signUp, sitePaths.application]),
    );
  });

  it.each([
    [sitePaths.signIn, 'Sign in', 'Loading the sign-in form…'],
    [sitePaths.signUp, 'Sign up', 'Loading the sign-up form…'],
    [sitePaths.register, 'Register', 'Loading the sign-up form…'],
    [sitePaths.application, 'Your application', 'Checking that you are signed in…'],
  ])('%s: the heading %s and a skeleton that says %s, with no form yet', async (path, heading, status) => {
    const html = await shellOf(path);
    expect(headingOf(html)).toBe(heading);
    expect(html).toContain(`role="status" class="visually-hidden">${status}</p>`);
    expect(html).toContain('class="form-skeleton"');
    expect(html).not.toMatch(/<form|<input|<button type="submit"/);
  });

  it("names each shell's head after its heading", async () => {
    for (const page of shellPages) expect(headingOf(await shellOf(page.path))).toBe(page.head.title);
  });

  it('keeps the site frame on the account pages and leaves it off the wizard (product-rules#site-chrome)', async () => {
    expect(await shellOf(sitePaths.signIn)).toContain('class="site-header');
    expect(await shellOf(sitePaths.application)).not.toContain('class="site-header');
    expect(await shellOf(sitePaths.application)).toContain('class="wizard-bar"');
  });
});

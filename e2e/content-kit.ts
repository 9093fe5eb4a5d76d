import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

/**
 * The content site's pages as the Markdown under content/ describes them
 * (decision 012), read here on their own so the specs check the build
 * against the source rather than against the build's own reading of it.
 */
const contentDir = path.resolve(import.meta.dirname, '..', 'content');

/** The front matter's `key: value` lines, quotes removed. */
export function frontMatter(file: string): Record<string, string> {
  const source = readFileSync(path.join(contentDir, file), 'utf8');
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const attributes: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const match = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key = '', raw = ''] = match;
    const value = raw.trim();
    attributes[key] = /^(["']).*\1$/.test(value) ? value.slice(1, -1).replaceAll('\\"', '"') : value;
  }
  return attributes;
}

/** The slugs of a content folder: its .md files, without the extension. */
export function slugsIn(folder: string): string[] {
  return readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort();
}

export interface ContentPageCase {
  path: string;
  /** The Markdown file under content/. */
  file: string;
  heading: string;
  /** The front matter's title: the document title is "<title> | Waypoint" unless it names Waypoint. */
  title: string;
  description: string;
  /** Pattern pages (`/i/:code`, `/quiz/:code`) are served the app shell and render in the browser. */
  prerendered: boolean;
}

function pageCase(pagePath: string, file: string, prerendered = true): ContentPageCase {
  const attributes = frontMatter(file);
  const title = attributes.title ?? '';
  return {
    path: pagePath,
    file,
    heading: attributes.heading ?? title,
    title,
    // Legal documents call their description a summary.
    description: attributes.description ?? attributes.summary ?? '',
    prerendered,
  };
}

const standalone: [pagePath: string, name: string, prerendered?: boolean][] = [
  ['/', 'home'],
  ['/blog', 'blog'],
  ['/contact-us', 'contact-us'],
  ['/faq', 'faq'],
  ['/about-us', 'about-us'],
  ['/self-employed', 'self-employed'],
  ['/rewards', 'rewards'],
  ['/careers', 'careers'],
  ['/benefits', 'benefits'],
  ['/waypoint-media-room', 'media-room'],
  ['/partner', 'partner'],
  ['/i', 'invite'],
  // `/i/{code}` greets by the inviter's name or explains an unknown code: e2e/invite.spec.ts checks it.
  ['/unavailable', 'unavailable'],
  ['/knowledge-center', 'knowledge-center'],
  ['/knowledge-center/financial-education', 'financial-education'],
  ['/quiz', 'quiz'],
  ['/quiz/SOMECODE', 'quiz', false],
  ['/invite-only', 'invite-only'],
  ['/enroll', 'enroll'],
];

/** The footer's legal links (product-rules#site-chrome), in order, and the document behind each. */
export const legalLinks: { label: string; path: string; file: string }[] = [
  { label: 'Privacy Policy', path: '/disclosures/privacy-policy', file: 'privacy-policy' },
  { label: 'Privacy Notice', path: '/disclosures/privacy-notice', file: 'privacy-notice' },
  { label: 'Terms of Use', path: '/disclosures/terms-of-use', file: 'terms-of-use' },
  { label: 'Cardholder Agreement', path: '/disclosures/cardholder-agreement', file: 'cardholder' },
  { label: 'Rewards Terms and Conditions', path: '/disclosures/rewards_terms-3', file: 'rewards-terms' },
  { label: 'E-sign consent Agreement', path: '/disclosures/e-sign-consent', file: 'register-esign' },
  { label: 'Fee schedule', path: '/fees', file: 'fee-schedule' },
];

export const blogSlugs = slugsIn('blog');
export const articleSlugs = slugsIn('knowledge-center/financial-education');
export const positionSlugs = slugsIn('careers');
export const faqSlugs = slugsIn('faq');

/** Every content page of product-rules#site-routes, with what its Markdown says it shows. */
export const contentPages: ContentPageCase[] = [
  ...standalone.map(([pagePath, name, prerendered]) => pageCase(pagePath, `pages/${name}.md`, prerendered)),
  ...faqSlugs.map((slug) => pageCase(`/faq/${slug}`, `faq/${slug}.md`)),
  ...blogSlugs.map((slug) => pageCase(`/blog/${slug}`, `blog/${slug}.md`)),
  ...positionSlugs.map((slug) => pageCase(`/careers/job-position/${slug}`, `careers/${slug}.md`)),
  ...articleSlugs.map((slug) =>
    pageCase(`/knowledge-center/financial-education/${slug}`, `knowledge-center/financial-education/${slug}.md`),
  ),
  ...legalLinks.map(({ path: pagePath, file }) => pageCase(pagePath, `disclosures/${file}.md`)),
];

/** "About us | Waypoint"; a title that already names the product stands alone. */
export function documentTitle(title: string): string {
  return title.includes('Waypoint') ? title : `${title} | Waypoint`;
}

/** Marks the running document; a full page load forgets it, an in-app navigation keeps it. */
export async function markDocument(page: Page): Promise<void> {
  // A page paints before its script arrives (decision 050): until it hydrates, its links are
  // plain links that reload the document, which is what a marker is there to catch.
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { __marker?: string }).__marker = 'still here';
  });
}

export async function documentMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: string }).__marker);
}

/**
 * Waits until the page's script has taken over, so its forms answer in the app rather than by the
 * browser's own submit (a visitor on a slow phone can click before; these tests should not): React
 * has hydrated an app page, or a content page's islands are listening (decision 090: each island
 * hydrates on its first use).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.islands === 'ready') return true;
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Opens `pagePath` with the page's entry script held back until `releaseScript` is called, so a test
 * can act on the prerendered HTML alone, as a visitor on a slow connection does, then let the page's
 * code take over. Its own context, without service workers (they would answer from their cache),
 * closed when `act` ends.
 */
export async function withScriptHeld(
  browser: Browser,
  pagePath: string,
  act: (held: { page: Page; releaseScript: () => void }) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    let releaseScript = () => {};
    const released = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route(/\/assets\/(index|content)-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Only until the HTML is parsed: the loader may add the held script before the load event, and a
    // script added then delays that event, so waiting for it would wait on the release.
    await page.goto(pagePath, { waitUntil: 'domcontentloaded' });
    await act({ page, releaseScript });
  } finally {
    await context.close();
  }
}

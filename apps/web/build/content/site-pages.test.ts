import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchSitePath } from '@waypoint/domain/site/paths/match-site-path';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { legalDocuments } from '../../src/features/disclosures/legal-documents';
import { linkKind } from '../../src/lib/content/link-kind';
import type { RichNode } from '../../src/lib/content/rich-nodes';
import type { Breadcrumb, FaqSection, FaqTopic } from '../../src/lib/page-data/site-content';
import { buildSiteFooter } from './site-footer';
import { buildSitePages } from './site-pages';

// The real content/ folder, as `npm run build` reads it: these are the checks a broken edit must fail.
const contentDir = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'content');
const pages = buildSitePages(contentDir);
const footer = buildSiteFooter(contentDir);

const resultOf = <T>(pagePath: string) => pages.find((page) => page.path === pagePath)?.result as T | undefined;
const pathsUnder = (prefix: string) => pages.map((page) => page.path).filter((p) => p.startsWith(`${prefix}/`));
const faqSections = pages
  .filter((page) => page.componentChunkName === 'component---faq-section')
  .map((page) => (page.result as { section: FaqSection }).section);
const sectionById = new Map(faqSections.map((section) => [section.id, section]));

describe('the site built from content/', () => {
  it('gives every page its own path', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has at least 20 FAQ questions outside the closing FAQ, with unique anchors per section', () => {
    const topics = faqSections.filter((section) => section.id !== 'close');
    expect(topics.flatMap((section) => section.questions).length).toBeGreaterThanOrEqual(20);
    for (const section of faqSections) {
      const ids = section.questions.map((question) => question.id);
      expect(new Set(ids).size, section.path).toBe(ids.length);
    }
  });

  it('has the closing FAQ at /faq/close, not listed among the index topics', () => {
    expect(sectionById.get('close')?.path).toBe(sitePaths.faqClose);
    const index = resultOf<{ topics: FaqTopic[] }>(sitePaths.faq);
    expect(index?.topics.map((topic) => topic.id)).not.toContain('close');
  });

  it('lists at least 20 questions on /faq itself, each linking to its answer', () => {
    const index = resultOf<{ topics: FaqTopic[] }>(sitePaths.faq);
    const listed = index?.topics.flatMap((topic) => topic.questions.map((question) => `${topic.id}#${question.id}`));
    expect(listed?.length).toBeGreaterThanOrEqual(20);
    for (const entry of listed ?? []) {
      const [sectionId = '', questionId] = entry.split('#');
      expect(sectionById.get(sectionId)?.questions.map((question) => question.id)).toContain(questionId);
    }
  });

  it('answers product-rules#site-routes /faq/non_us#ssn', () => {
    expect(sectionById.get('non_us')?.questions.map((question) => question.id)).toContain('ssn');
  });

  it('has at least 6 blog posts, each at its own /blog/<slug>', () => {
    const posts = pages.filter((page) => page.componentChunkName === 'component---blog-post');
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) expect(post.path).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(new Set(posts.map((post) => post.path)).size).toBe(posts.length);
  });

  it('has at least 6 Financial Education articles, each with the product-rules#site-routes breadcrumbs', () => {
    const articles = pages.filter((page) => page.componentChunkName === 'component---article');
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const article of articles) {
      const { breadcrumbs, head } = article.result as { breadcrumbs: Breadcrumb[]; head: { title: string } };
      expect(article.path.startsWith(`${sitePaths.financialEducation}/`)).toBe(true);
      expect(breadcrumbs.map((crumb) => crumb.label)).toEqual(['Knowledge Center', 'Financial Education', head.title]);
      expect(breadcrumbs.at(-1)?.path).toBe(article.path);
    }
  });

  it('has product-rules#site-routes enroll page at /enroll, from its own Markdown', () => {
    const enroll = pages.find((page) => page.path === sitePaths.enroll);
    expect(enroll?.componentChunkName).toBe('component---enroll');
    expect(resultOf<{ page: { heading: string } }>(sitePaths.enroll)?.page.heading).toBe(
      'Your Waypoint offer starts here',
    );
  });

  it('has at least 3 positions under /careers/job-position/', () => {
    expect(pathsUnder('/careers/job-position').length).toBeGreaterThanOrEqual(3);
  });
});

/** Every link in every piece of rich text the build made, with the page it is on. */
function linksIn(value: unknown, on: string, found: { href: string; on: string }[] = []) {
  if (Array.isArray(value)) {
    const [tag, props] = value as [unknown, { href?: unknown } | null];
    if (tag === 'a' && typeof props?.href === 'string') found.push({ href: props.href, on });
    value.forEach((child) => linksIn(child, on, found));
  } else if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach((child) => linksIn(child, on, found));
  }
  return found;
}

const allLinks = [
  ...pages.flatMap((page) => linksIn(page.result, page.path)),
  ...linksIn(footer as unknown as RichNode, 'the footer'),
];
const pagePaths = new Set(pages.map((page) => page.path));
const legalPaths = new Set<string>(Object.values(legalDocuments).map((document) => document.path));
// A route pattern whose pages are all built (`/blog/:slug`): a path under it exists only if its page was built.
const contentPatterns = new Set(pages.map((page) => page.matchPath).filter((p) => p !== null && !pagePaths.has(p)));

function pathExists(pathname: string): boolean {
  if (pagePaths.has(pathname) || legalPaths.has(pathname)) return true;
  const match = matchSitePath(pathname);
  if (!match || match.id === 'notFound' || match.id === 'notFoundHtml') return false;
  return !contentPatterns.has(sitePaths[match.id]);
}

describe('links in the content', () => {
  it.each([
    ['a built post', '/blog/ssn-and-itin-explained', true],
    ['a legal page', sitePaths.rewardsTerms, true],
    ['an app page', sitePaths.signUp, true],
    ['any quiz code', '/quiz/ABC123', true],
    ['a post that was not built', '/blog/no-such-post', false],
    ['an FAQ section that was not built', '/faq/no-such-section', false],
    ['a position that was not built', '/careers/job-position/astronaut', false],
    ['a legal page that does not exist', '/disclosures/no-such-terms', false],
    ['a path the site does not have', '/nowhere', false],
  ])('the checker counts %s (%s) as existing: %s', (_rule, pathname, exists) => {
    expect(pathExists(pathname)).toBe(exists);
  });

  it('has links to check', () => {
    expect(allLinks.filter((link) => linkKind(link.href) === 'internal').length).toBeGreaterThan(20);
  });

  it('points every internal link at a page that exists', () => {
    const broken = allLinks
      .filter((link) => linkKind(link.href) === 'internal')
      .filter((link) => !pathExists(new URL(link.href, 'https://site.test').pathname))
      .map((link) => `${link.on} -> ${link.href}`);
    expect(broken).toEqual([]);
  });

  it('points every #anchor of an FAQ link at a question of that section', () => {
    const missing = allLinks
      .map((link) => ({
        ...link,
        url: new URL(link.href, `https://site.test${link.on === 'the footer' ? '/' : link.on}`),
      }))
      .filter(({ url, href }) => url.hash !== '' && url.pathname.startsWith('/faq/') && !href.startsWith('//'))
      .filter(({ url }) => {
        const section = faqSections.find((candidate) => candidate.path === url.pathname);
        return !section?.questions.some((question) => `#${question.id}` === url.hash);
      })
      .map(({ on, href }) => `${on} -> ${href}`);
    expect(missing).toEqual([]);
  });

  it('finds the anchors the spec links to', () => {
    expect(allLinks.some((link) => link.href === '/faq/non_us#ssn')).toBe(true);
  });
});

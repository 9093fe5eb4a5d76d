import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { buildSitePages } from './content/site-pages';
import { buildHelpIndex, helpIndexTextLength } from './help-index';

const contentDir = fileURLToPath(new URL('../../../content', import.meta.url));
const pages = buildSitePages(contentDir);
const index = buildHelpIndex(pages);

describe('the help index', () => {
  it('holds every FAQ question, linked to its anchor on its topic page', () => {
    const questions = pages.flatMap((page) =>
      page.componentChunkName === 'component---faq-section'
        ? (page.result as { section: { path: string; questions: { id: string }[] } }).section.questions.map(
            (question) => `${(page.result as { section: { path: string } }).section.path}#${question.id}`,
          )
        : [],
    );
    expect(questions.length).toBeGreaterThan(10);
    expect(index.filter((entry) => entry.kind === 'faq').map((entry) => entry.path)).toEqual(questions);
  });

  it('holds every knowledge-center article, and no other page', () => {
    const articles = pages.filter((page) => page.componentChunkName === 'component---article').map((page) => page.path);
    expect(articles.length).toBeGreaterThan(0);
    expect(index.filter((entry) => entry.kind === 'article').map((entry) => entry.path)).toEqual(articles);
    for (const entry of index.filter((candidate) => candidate.kind === 'article')) {
      expect(entry.path.startsWith(`${sitePaths.knowledgeCenter}/`)).toBe(true);
    }
  });

  it('keeps each entry short and plain: no markup, one line, a bounded excerpt', () => {
    for (const entry of index) {
      expect(entry.text.length).toBeLessThanOrEqual(helpIndexTextLength + 1);
      expect(entry.text).not.toMatch(/[<>\n]|\*\*|\]\(/);
      expect(entry.title.trim()).toBe(entry.title);
    }
    // Small enough to fetch on opening the panel without a wait.
    expect(JSON.stringify(index).length).toBeLessThan(80_000);
  });
});

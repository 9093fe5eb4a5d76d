import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type { HelpIndexEntry } from '../src/features/help-desk/help-index-entry';
import { richPlainText, type RichNode } from '../src/lib/content/rich-nodes';
import type { PageResults } from '../src/lib/page-data/site-content';
import { ContentError } from './content/content-files';
import { parseFaqQuestions } from './content/faq-sections';
import type { SitePage } from './content/site-page';

/** Enough of an answer to find it by and show an excerpt; the widget links to the rest. */
export const helpIndexTextLength = 480;

const squeeze = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= helpIndexTextLength) return flat;
  const cut = flat.slice(0, helpIndexTextLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), helpIndexTextLength - 40))}…`;
};

const resultOf = <Name extends keyof PageResults>(page: SitePage, name: Name): PageResults[Name] | null =>
  page.componentChunkName === name ? (page.result as PageResults[Name]) : null;

/**
 * The help widget's search index (decision 034), from the pages the build already made:
 * every FAQ question (the topic pages, the closing FAQ included) and every article.
 */
export function buildHelpIndex(pages: readonly SitePage[]): HelpIndexEntry[] {
  return pages.flatMap((page): HelpIndexEntry[] => {
    const faq = resultOf(page, 'component---faq-section');
    if (faq) {
      return faq.section.questions.map((question) => ({
        kind: 'faq',
        title: question.question,
        path: `${faq.section.path}#${question.id}`,
        section: faq.section.title,
        text: squeeze(richPlainText(question.answer)),
      }));
    }
    const article = resultOf(page, 'component---article');
    if (article) {
      return [
        {
          kind: 'article',
          title: article.article.title,
          path: article.article.path,
          section: 'Knowledge Center',
          text: squeeze(`${article.article.description} ${richPlainText(article.article.body)}`),
        },
      ];
    }
    return [];
  });
}

/** The cardholder's tasks, answered in content/help/account-tasks.md (same shape as an FAQ topic's file). */
const accountTasksFile = path.join('help', 'account-tasks.md');

/** The first link in an answer to a page of the account area: where the widget sends the cardholder to do it. */
function accountPageOf(nodes: readonly RichNode[]): string | null {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    const [tag, props, ...children] = node;
    const href = tag === 'a' ? props?.href : undefined;
    if (href === sitePaths.account || href?.startsWith(`${sitePaths.account}/`)) return href;
    const inside = accountPageOf(children);
    if (inside) return inside;
  }
  return null;
}

/**
 * The answers to what a cardholder comes to do (activate, pay, statements, cash back, changes,
 * closing, a higher limit), each linked to the account page where it is done. They come first in
 * the index, so a question a cardholder types finds the page before an FAQ of the same words.
 */
export function buildAccountTaskEntries(contentDir: string): HelpIndexEntry[] {
  const file = path.join(contentDir, accountTasksFile);
  return parseFaqQuestions(readFileSync(file, 'utf8'), file).map((question) => {
    const page = accountPageOf(question.answer);
    if (!page) throw new ContentError(`${file}: #${question.id} links to no page of the account area.`);
    return {
      kind: 'task',
      title: question.question,
      path: page,
      section: 'Your account',
      text: squeeze(richPlainText(question.answer)),
    };
  });
}

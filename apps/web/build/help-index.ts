import type { HelpIndexEntry } from '../src/features/help-desk/help-index-entry';
import { richPlainText } from '../src/lib/content/rich-nodes';
import type { PageResults } from '../src/lib/page-data/site-content';
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

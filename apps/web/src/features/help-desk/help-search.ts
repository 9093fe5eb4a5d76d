import type { HelpIndexEntry } from './help-index-entry';

export interface HelpMatch {
  entry: HelpIndexEntry;
  /** A short run of the answer around the first word matched, for the result list. */
  excerpt: string;
}

/** Enough results to choose from in a small panel; more means the question is too vague. */
export const helpResultLimit = 8;
/** Characters of excerpt shown under a result. */
export const helpExcerptLength = 160;
// A query is a few words; a pasted page is cut rather than searched word by word.
const maxQueryLength = 100;
const maxQueryWords = 8;

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The query's words, folded (case and accents), without one-letter noise. */
export function queryWords(query: string): string[] {
  const words = fold(query.slice(0, maxQueryLength)).match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.filter((word) => word.length > 1))].slice(0, maxQueryWords);
}

const wordsOf = (text: string) => fold(text).match(/[a-z0-9]+/g) ?? [];

function excerptAround(text: string, words: readonly string[]): string {
  const folded = fold(text);
  const positions = words.map((word) => folded.search(new RegExp(`\\b${word}`))).filter((at) => at >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  const start = Math.max(0, first - 40);
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1;
  const slice = text.slice(from, from + helpExcerptLength);
  const end = from + helpExcerptLength < text.length ? slice.slice(0, slice.lastIndexOf(' ')) : slice;
  return `${from > 0 ? '…' : ''}${end.replace(/…$/, '')}${from + helpExcerptLength < text.length ? '…' : ''}`;
}

/**
 * Every word of the query must begin some word of the entry ("card" finds
 * "cardholder"); a match in the question or title counts more than one in the
 * answer, and ties keep the index's order (FAQ topics first, as the site lists them).
 */
export function searchHelp(index: readonly HelpIndexEntry[], query: string): HelpMatch[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored = index.flatMap((entry, position) => {
    const titleWords = wordsOf(`${entry.title} ${entry.section}`);
    const textWords = wordsOf(entry.text);
    let score = 0;
    for (const word of words) {
      const inTitle = titleWords.some((candidate) => candidate.startsWith(word));
      const inText = textWords.some((candidate) => candidate.startsWith(word));
      if (!inTitle && !inText) return [];
      score += inTitle ? 3 : 1;
    }
    return [{ entry, position, score }];
  });
  scored.sort((a, b) => b.score - a.score || a.position - b.position);
  return scored.slice(0, helpResultLimit).map(({ entry }) => ({ entry, excerpt: excerptAround(entry.text, words) }));
}

import { describe, expect, it } from 'vitest';
import type { HelpIndexEntry } from './help-index-entry';
import { helpExcerptLength, helpResultLimit, queryWords, searchHelp } from './help-search';

const entry = (title: string, text: string, kind: HelpIndexEntry['kind'] = 'faq'): HelpIndexEntry => ({
  kind,
  title,
  path: `/faq/general#${title.toLowerCase().replace(/\W+/g, '-')}`,
  section: kind === 'faq' ? 'General' : 'Knowledge Center',
  text,
});

const index = [
  entry('What is a credit score?', 'A number lenders use to judge how likely you are to repay.'),
  entry('How do I apply?', 'Apply online in a few minutes. You need an address in the United States.'),
  entry(
    'Can I get a card without a Social Security number?',
    'Yes. We accept an ITIN or a passport for your credit card.',
  ),
  entry('Building credit in the US', 'Your credit history starts when you open your first account.', 'article'),
];

describe('searchHelp', () => {
  it.each([
    ['a word in a title', 'apply', ['How do I apply?']],
    ['a word only in an answer', 'passport', ['Can I get a card without a Social Security number?']],
    [
      'a word start ("card" finds "card" and not "discard")',
      'car',
      ['Can I get a card without a Social Security number?'],
    ],
    ['every word must match', 'credit passport', ['Can I get a card without a Social Security number?']],
    ['case and accents folded', 'CRÉDIT SCORE', ['What is a credit score?']],
    [
      'title matches first, then the index order',
      'credit',
      ['What is a credit score?', 'Building credit in the US', 'Can I get a card without a Social Security number?'],
    ],
    ['nothing for a word nowhere', 'mortgage', []],
    ['nothing for punctuation or one letter', '?! a', []],
  ])('finds by %s', (_case, query, titles) => {
    expect(searchHelp(index, query).map((match) => match.entry.title)).toEqual(titles);
  });

  it('treats a query as text, never as a pattern', () => {
    expect(searchHelp(index, '(.*)+ [a-z]{9999}')).toEqual([]);
    expect(queryWords('a'.repeat(10_000))).toEqual(['a'.repeat(100)]);
    expect(queryWords('one two three four five six seven eight nine ten')).toHaveLength(8);
  });

  it('gives at most the result limit, each with a short excerpt around the match', () => {
    const many = Array.from({ length: 30 }, (_, n) =>
      entry(`Question ${n}`, `${'filler words here '.repeat(20)}rewards at the end`),
    );
    const matches = searchHelp(many, 'rewards');
    expect(matches).toHaveLength(helpResultLimit);
    for (const { excerpt } of matches) {
      expect(excerpt).toContain('rewards');
      expect(excerpt.length).toBeLessThanOrEqual(helpExcerptLength + 2);
      expect(excerpt.startsWith('…')).toBe(true);
    }
  });
});

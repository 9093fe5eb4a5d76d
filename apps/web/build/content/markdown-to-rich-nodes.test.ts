import { describe, expect, it } from 'vitest';
import type { RichNode } from '../../src/lib/content/rich-nodes';
import { markdownToRichNodes, RichTextError } from './markdown-to-rich-nodes';

// Decision 012: Markdown becomes `[tag, props, ...children]` at build time, so the browser needs no parser.
describe('markdownToRichNodes', () => {
  it.each<[rule: string, markdown: string, nodes: RichNode[]]>([
    ['a paragraph is a p', 'Apply in minutes.', [['p', null, 'Apply in minutes.']]],
    [
      'blank lines separate paragraphs, and the newlines between them are dropped',
      'One.\n\nTwo.',
      [
        ['p', null, 'One.'],
        ['p', null, 'Two.'],
      ],
    ],
    ['a level-2 heading is h2', '## Fees', [['h2', null, 'Fees']]],
    ['a level-3 heading is h3', '### Late fees', [['h3', null, 'Late fees']]],
    ['a bullet list is ul of li', '- Passport\n- Visa', [['ul', null, ['li', null, 'Passport'], ['li', null, 'Visa']]]],
    [
      'a numbered list keeps its start',
      '3. Third\n4. Fourth',
      [['ol', { start: 3 }, ['li', null, 'Third'], ['li', null, 'Fourth']]],
    ],
    ['a link keeps its href', 'See [fees](/fees).', [['p', null, 'See ', ['a', { href: '/fees' }, 'fees'], '.']]],
    [
      'emphasis and strong text',
      '*soon* and **now**',
      [['p', null, ['em', null, 'soon'], ' and ', ['strong', null, 'now']]],
    ],
    ['GFM strikethrough is del', '~~old~~', [['p', null, ['del', null, 'old']]]],
    ['raw HTML is not content and is dropped', 'Hi <span>there</span>', [['p', null, 'Hi ', 'there']]],
    ['a raw HTML block is dropped entirely', '<div>\n<script>alert(1)</script>\n</div>', []],
  ])('%s', (_rule, markdown, nodes) => {
    expect(markdownToRichNodes(markdown)).toEqual(nodes);
  });

  it('turns a GFM table into table rows, labelled from its column headings', () => {
    const [table] = markdownToRichNodes('| Fee | Amount |\n| :-- | --: |\n| Annual | $0 |');
    expect(table).toEqual([
      'table',
      { label: 'Table: Fee, Amount' },
      ['thead', null, ['tr', null, ['th', { align: 'left' }, 'Fee'], ['th', { align: 'right' }, 'Amount']]],
      ['tbody', null, ['tr', null, ['td', { align: 'left' }, 'Annual'], ['td', { align: 'right' }, '$0']]],
    ]);
  });

  it.each([
    ['an image', '![card](x.png)', '<img>'],
    ['a level-1 heading (the page has its own)', '# Title', '<h1>'],
    ['a task-list checkbox', '- [x] done', '<input>'],
  ])('refuses %s, naming the file and the tag', (_rule, markdown, tag) => {
    const convert = () => markdownToRichNodes(markdown, 'content/blog/post.md');
    expect(convert).toThrow(RichTextError);
    expect(convert).toThrow(`content/blog/post.md: ${tag} is not allowed in site content.`);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichContent, RichFragment } from './rich-content';
import type { RichNode } from './rich-nodes';

const render = (nodes: RichNode[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RichContent nodes={nodes} />
    </MemoryRouter>,
  );
const link = (href: string): RichNode[] => [['p', null, ['a', { href }, 'Read more']]];
const newTabNote = '<span class="visually-hidden"> (opens in a new tab)</span>';

// product-rules#site-links: internal links navigate inside the app; other links open in a new tab.
describe('RichContent links', () => {
  it.each([
    // data-discover marks React Router's <Link>: the router handles the click, no page load.
    [
      'a site path is a router link, in this tab',
      '/faq/non_us#ssn',
      '<a href="/faq/non_us#ssn" data-discover="true">Read more</a>',
    ],
    [
      'an e-mail link stays in this tab',
      'mailto:help@waypoint.example',
      '<a href="mailto:help@waypoint.example">Read more</a>',
    ],
    ['a phone link stays in this tab', 'tel:+18005550142', '<a href="tel:+18005550142">Read more</a>'],
    ['a place on this page stays in this tab', '#fees', '<a href="#fees">Read more</a>'],
    [
      'another site opens in a new tab, without this window, and says so',
      'https://www.ssa.gov/number-card',
      `<a href="https://www.ssa.gov/number-card" target="_blank" rel="noopener noreferrer">Read more${newTabNote}</a>`,
    ],
    [
      'a protocol-relative URL is another site',
      '//evil.example/path',
      `<a href="//evil.example/path" target="_blank" rel="noopener noreferrer">Read more${newTabNote}</a>`,
    ],
  ])('%s: %s', (_rule, href, anchor) => {
    expect(render(link(href))).toBe(`<div class="rich-text"><p>${anchor}</p></div>`);
  });
});

describe('RichContent blocks', () => {
  it('wraps a table in a focusable region named by its label, so a keyboard can scroll it', () => {
    const html = render([
      ['table', { label: 'Table: Fee, Amount' }, ['tbody', null, ['tr', null, ['td', { align: 'right' }, '$0']]]],
    ]);
    expect(html).toBe(
      '<div class="rich-text"><div class="rich-text__table" role="region" aria-label="Table: Fee, Amount" tabindex="0">' +
        '<table><tbody><tr><td style="text-align:right">$0</td></tr></tbody></table></div></div>',
    );
  });

  it('names a table without a label "Table"', () => {
    expect(render([['table', null]])).toContain('role="region" aria-label="Table" tabindex="0"');
  });

  it('renders headings, lists and ids as given, and text as text', () => {
    const html = render([
      ['h2', { id: 'ssn' }, 'Do I need an SSN?'],
      ['ol', { start: 3 }, ['li', null, '<b>not markup</b>']],
    ]);
    expect(html).toBe(
      '<div class="rich-text"><h2 id="ssn">Do I need an SSN?</h2><ol start="3"><li>&lt;b&gt;not markup&lt;/b&gt;</li></ol></div>',
    );
  });

  it('adds a caller class beside rich-text; RichFragment adds no wrapper', () => {
    const nodes: RichNode[] = [['strong', null, 'Note']];
    const inMemory = (element: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
    expect(inMemory(<RichContent nodes={nodes} className="footer" />)).toBe(
      '<div class="rich-text footer"><strong>Note</strong></div>',
    );
    expect(inMemory(<RichFragment nodes={nodes} />)).toBe('<strong>Note</strong>');
  });
});

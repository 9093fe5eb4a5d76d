import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const render = (markdown: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RichText markdown={markdown} />
    </MemoryRouter>,
  );

describe('RichText', () => {
  it('renders a site path as a same-tab link for the router', () => {
    const html = render('See the [fee schedule](/fees).');
    expect(html).toMatch(/<a href="\/fees"[^>]*>fee schedule<\/a>/);
    expect(html).not.toContain('target=');
  });

  it('opens another site in a new tab, without giving it this window, and says so', () => {
    const html = render('Visit [the CFPB](https://www.consumerfinance.gov/).');
    expect(html).toContain(
      '<a href="https://www.consumerfinance.gov/" target="_blank" rel="noopener noreferrer">the CFPB' +
        '<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
  });

  it('keeps e-mail links in the same window', () => {
    const html = render('Write to [us](mailto:help@waypoint.example).');
    expect(html).toContain('<a href="mailto:help@waypoint.example">us</a>');
  });

  it('drops script URLs and raw HTML', () => {
    const html = render('[click](javascript:alert(1)) <script>alert(2)</script>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script>');
  });

  it('renders tables inside a named, keyboard-scrollable region', () => {
    const html = render('| Fee | Amount |\n| --- | --- |\n| Annual fee | $0 |');
    expect(html).toContain('<div class="rich-text__table" role="region" aria-label="Table: Fee, Amount" tabindex="0">');
    expect(html).toContain('<td>Annual fee</td>');
  });
});

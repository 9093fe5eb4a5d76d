import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readLegalPages } from '../../../build/content/legal-pages';
import type { PageResults } from '../../lib/page-data/site-content';
import { formatEffectiveDate } from './legal-document-labels';
import { LegalDocumentPage } from './legal-document-page';
import { legalDocuments, legalDocumentTypes } from './legal-documents';

const contentDir = path.resolve(import.meta.dirname, '../../../../../content');
const pages = new Map(readLegalPages(contentDir).map((page) => [page.path, page]));

// React's escaping of text, so copy with quotes and ampersands can be found in the markup.
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;').replaceAll('<', '&lt;');

function renderPath(pagePath: string) {
  const page = pages.get(pagePath);
  if (!page) throw new Error(`no legal page at ${pagePath}`);
  const result = page.result as PageResults['component---legal-document'];
  return {
    result,
    html: renderToStaticMarkup(
      <MemoryRouter initialEntries={[pagePath]}>
        <LegalDocumentPage result={result} />
      </MemoryRouter>,
    ),
  };
}

describe('LegalDocumentPage', () => {
  it('has one page per legal document, at its catalogue path', () => {
    expect([...pages.keys()].sort()).toEqual(legalDocumentTypes.map((type) => legalDocuments[type].path).sort());
  });

  it.each(legalDocumentTypes)('renders %s with its heading, version, effective date, summary and text', (type) => {
    const { path: pagePath, title, version } = legalDocuments[type];
    const { html, result } = renderPath(pagePath);
    const { effectiveDate, summary } = result.document;
    expect(result.head.title).toBe(title);
    expect(html).toContain(`<h1 id="legal-document-title">${title}</h1>`);
    expect(html).toContain(
      `Version ${version.slice(1)} · Effective <time dateTime="${effectiveDate}">${formatEffectiveDate(effectiveDate)}</time>`,
    );
    expect(html).toContain(`<p class="page__lead">${escapeHtml(summary)}</p>`);
    expect(html).toMatch(/<h2>[^<]+<\/h2>/);
  });

  it('renders the fee schedule’s fees as a scrollable table named by its columns', () => {
    const { html } = renderPath(legalDocuments.FEE_SCHEDULE.path);
    expect(html).toMatch(/<div class="rich-text__table" role="region" aria-label="Table: [^"]+" tabindex="0"><table>/);
    expect(html).toContain('Annual fee');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DisclosurePage } from './disclosure-page';
import { disclosureRoutes } from './disclosure-routes';
import { legalDocumentsByPath } from './legal-document-content';
import { formatEffectiveDate } from './legal-document-labels';
import { legalDocuments, legalDocumentTypes } from './legal-documents';

// React's escaping of text, so copy with quotes and ampersands can be found in the markup.
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;').replaceAll('<', '&lt;');

const renderPath = (path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <DisclosurePage path={path} />
    </MemoryRouter>,
  );

describe('disclosureRoutes', () => {
  it('has one route per legal document, at its catalogue path', () => {
    expect(disclosureRoutes.map((route) => route.path).sort()).toEqual(
      legalDocumentTypes.map((type) => legalDocuments[type].path).sort(),
    );
  });

  it.each(legalDocumentTypes)('renders %s with its heading, version, effective date, summary and text', (type) => {
    const { path, title, version } = legalDocuments[type];
    const { effectiveDate, summary } = legalDocumentsByPath.get(path) ?? {};
    const html = renderPath(path);
    expect(html).toContain(`<h1 id="legal-document-title">${title}</h1>`);
    expect(html).toContain(
      `Version ${version.slice(1)} · Effective <time dateTime="${effectiveDate}">${formatEffectiveDate(effectiveDate ?? '')}</time>`,
    );
    expect(html).toContain(`<p class="page__lead">${escapeHtml(summary ?? '')}</p>`);
    expect(html).toMatch(/<h2>[^<]+<\/h2>/);
  });

  it('renders the fee schedule’s fees as a scrollable table', () => {
    const html = renderPath(legalDocuments.FEE_SCHEDULE.path);
    expect(html).toMatch(/<div class="rich-text__table" role="region" aria-label="Table: [^"]+" tabindex="0"><table>/);
    expect(html).toContain('Annual fee');
  });

  it('fails loudly for a path with no document, rather than showing an empty page', () => {
    expect(() =>
      renderToStaticMarkup(
        <MemoryRouter>
          <DisclosurePage path="/disclosures/unknown" />
        </MemoryRouter>,
      ),
    ).toThrow('No legal document is published at /disclosures/unknown.');
  });
});

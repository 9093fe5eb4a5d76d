import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';
import { formatEffectiveDate, versionLabel } from './legal-document-labels';
import './legal-document-page.css';

/** One legal document: its title, version and effective date, summary and full text. */
export function LegalDocumentPage({ result }: { result: PageResults['component---legal-document'] }) {
  const { document } = result;
  return (
    <article className="page legal-document" aria-labelledby="legal-document-title">
      <div className="container legal-document__column">
        <header className="legal-document__header">
          <h1 id="legal-document-title">{document.title}</h1>
          <p className="legal-document__meta">
            {versionLabel(document.version)} · Effective{' '}
            <time dateTime={document.effectiveDate}>{formatEffectiveDate(document.effectiveDate)}</time>
          </p>
          <p className="page__lead">{document.summary}</p>
          <button type="button" className="button button--secondary legal-document__print" onClick={printPage}>
            Print or save as PDF
          </button>
        </header>
        <RichContent nodes={document.body} className="legal-document__text" />
      </div>
    </article>
  );
}

// The browser's print dialog also offers "Save as PDF", which is how readers keep a copy.
function printPage() {
  window.print();
}

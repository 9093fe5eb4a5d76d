import { RichText } from '../../lib/content/rich-text';
import { useDocumentHead } from '../../lib/page-data/document-head';
import { legalDocumentsByPath } from './legal-document-content';
import { formatEffectiveDate, versionLabel } from './legal-document-labels';
import './disclosure-page.css';

export interface DisclosurePageProps {
  /** The page's path in the catalogue, e.g. /fees. */
  path: string;
}

/** One legal document: its title, version and effective date, summary and full text. */
export function DisclosurePage({ path }: DisclosurePageProps) {
  const document = legalDocumentsByPath.get(path);
  // Every catalogue path has a content file (legal-document-content.test.ts), so this is a build bug.
  if (!document) throw new Error(`No legal document is published at ${path}.`);
  // The prerendered HTML carries this head; the hook keeps it right on in-app navigation.
  useDocumentHead({ title: document.title, description: document.summary }, path);

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
        <RichText markdown={document.body} className="legal-document__text" />
      </div>
    </article>
  );
}

// The browser's print dialog also offers "Save as PDF", which is how readers keep a copy.
function printPage() {
  window.print();
}

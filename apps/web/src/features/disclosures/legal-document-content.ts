import { legalDocuments } from './legal-documents';
import { parseLegalDocument, type LegalDocument } from './parse-legal-document';

// Bundled at build time: the documents are small, and a legal page should
// never show a spinner or fail on a network error.
const sources = import.meta.glob<string>('../../../../../content/disclosures/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function indexByPath(): ReadonlyMap<string, LegalDocument> {
  const byPath = new Map<string, LegalDocument>();
  for (const [file, source] of Object.entries(sources)) {
    const document = parseLegalDocument(source, file);
    byPath.set(legalDocuments[document.type].path, document);
  }
  return byPath;
}

/** Each legal document, keyed by its page's path. */
export const legalDocumentsByPath = indexByPath();

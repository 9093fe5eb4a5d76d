import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  legalDocumentFileName,
  legalDocuments,
  legalDocumentTypes,
} from '../../src/features/disclosures/legal-documents';
import { parseLegalDocument } from '../../src/features/disclosures/parse-legal-document';
import { markdownToRichNodes } from './markdown-to-rich-nodes';
import { headOf, sitePage, type SitePage } from './site-page';

/** Every legal page (product-rules#disclosures, and the rewards terms) from content/disclosures/, at its catalogue path. */
export function readLegalPages(contentDir: string): SitePage[] {
  return legalDocumentTypes.map((type) => {
    const fileName = legalDocumentFileName(type);
    const file = path.join(contentDir, 'disclosures', fileName);
    const { body, ...document } = parseLegalDocument(readFileSync(file, 'utf8'), file);
    return sitePage(legalDocuments[type].path, 'component---legal-document', {
      head: headOf({ title: document.title, description: document.summary }),
      document: { ...document, body: markdownToRichNodes(body, file) },
    });
  });
}

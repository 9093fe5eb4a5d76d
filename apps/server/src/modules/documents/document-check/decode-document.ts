import { decodeHeic, decodeJpeg, decodePng } from './decode-image.js';
import type { AcceptedContentType } from './document-check-provider.js';
import type { DecodeOutcome, DocumentContent } from './document-content.js';
import { problems } from './document-problems.js';
import { findPdfActiveContent } from './pdf-safety.js';
import { readPdf } from './read-pdf.js';

function fromImage(content: DocumentContent | null): DecodeOutcome {
  return content ? { decoded: true, content } : { decoded: false, problem: problems.unreadableFile };
}

// PDF 1.7 §7.5.2: readers accept the header anywhere in the first 1024 bytes.
const hasPdfHeader = (bytes: Buffer): boolean => bytes.subarray(0, 1024).includes('%PDF-');

async function decodePdf(bytes: Buffer): Promise<DecodeOutcome> {
  if (!hasPdfHeader(bytes)) return { decoded: false, problem: problems.unreadableFile };
  const active = findPdfActiveContent(bytes);
  if (active) return { decoded: false, problem: problems.activeContent(active.kind) };
  const reading = await readPdf(bytes);
  switch (reading.outcome) {
    case 'read':
      return { decoded: true, content: reading.content };
    case 'password':
      return { decoded: false, problem: problems.passwordProtected };
    case 'active-content':
      return { decoded: false, problem: problems.activeContent('script') };
    case 'unreadable':
      return { decoded: false, problem: problems.unreadableFile };
  }
}

/** Decodes the file as the type its magic bytes claimed; a file that does not decode is not recognised. */
export async function decodeDocument(contentType: AcceptedContentType, bytes: Buffer): Promise<DecodeOutcome> {
  switch (contentType) {
    case 'image/jpeg':
      return fromImage(decodeJpeg(bytes));
    case 'image/png':
      return fromImage(decodePng(bytes));
    case 'image/heic':
      return fromImage(await decodeHeic(bytes));
    case 'application/pdf':
      return decodePdf(bytes);
  }
}

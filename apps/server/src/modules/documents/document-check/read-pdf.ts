import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DocumentContent } from './document-content.js';

export type PdfReading =
  | { outcome: 'read'; content: DocumentContent }
  | { outcome: 'unreadable' }
  | { outcome: 'password' }
  | { outcome: 'active-content' };

// The zone sits on the photo page and sandbox triggers near the top; reading
// every page of a long statement would only cost time.
const maxPagesRead = 20;

// The minified build (same API, typed by pdf.mjs) carries no source-map
// reference. Under tsx (`npm start`) the full build's 5 MB maps are parsed on
// pdf.js's first internal exception, which made the first check take ~10 s.
const pdfJsBuild = 'pdfjs-dist/legacy/build/pdf.min.mjs';

async function textLinesOf(document: PDFDocumentProxy): Promise<string[]> {
  const lines: string[] = [];
  for (let pageNumber = 1; pageNumber <= Math.min(document.numPages, maxPagesRead); pageNumber += 1) {
    const page = await document.getPage(pageNumber);
    const text = await page.getTextContent();
    let line = '';
    for (const item of text.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line.trim());
        line = '';
      }
    }
    lines.push(line.trim());
  }
  return lines.filter(Boolean);
}

/**
 * Opens a PDF with pdf.js (legacy build, which runs on Node 20) and reads its
 * text layer. Eval is off, so a hostile font cannot become generated code.
 */
export async function readPdf(bytes: Buffer): Promise<PdfReading> {
  const { getDocument } = (await import(pdfJsBuild)) as typeof PdfJs;
  const task = getDocument({
    data: new Uint8Array(bytes), // a copy: pdf.js takes ownership of what it is given
    isEvalSupported: false,
    stopAtErrors: true,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0, // errors only; warnings about odd fonts are not ours to print
  });
  try {
    const document = await task.promise;
    // Defence in depth behind pdf-safety.ts: what pdf.js itself would run or extract.
    if ((await document.getJSActions()) !== null || (await document.getAttachments()) !== null) {
      return { outcome: 'active-content' };
    }
    return { outcome: 'read', content: { textLines: await textLinesOf(document), declaredMrzLines: null } };
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') return { outcome: 'password' };
    return { outcome: 'unreadable' };
  } finally {
    await task.destroy();
  }
}

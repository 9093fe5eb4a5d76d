import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';

// As read-pdf.ts loads it: the minified build, typed by pdf.mjs.
const pdfJsBuild = 'pdfjs-dist/legacy/build/pdf.min.mjs';

/** The text a reader (or a screen reader) gets from a notice's PDF, whitespace collapsed: what the tests assert on. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = (await import(pdfJsBuild)) as typeof PdfJs;
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  let text = '';
  for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
    const content = await (await document.getPage(pageNumber)).getTextContent();
    for (const item of content.items) if ('str' in item) text += `${item.str}${item.hasEOL ? '\n' : ' '}`;
  }
  await document.destroy();
  return text.replace(/\s+/g, ' ');
}

/** Words and phrases no notice may carry (Reg B 1002.9(b)(2) commentary; product-rules#notices). */
export const forbiddenNoticePhrases = [
  /below our minimum/i,
  /credit standards/i,
  /lowest score we can accept/i,
  /qualifying score/i,
  /\b\d{4}-\d{2}-\d{2}\b/,
];

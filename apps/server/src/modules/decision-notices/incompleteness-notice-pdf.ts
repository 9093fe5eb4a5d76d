import type { IncompletenessNotice } from '@waypoint/domain/decisions/incompleteness-notice';
import { renderLetterPdf } from './letter-pdf.js';

/**
 * A request for information's letter as a PDF (product-rules#reg-b-clocks,
 * decision 055), drawn as the decision notices are (decision 033): real text
 * in a standard font, title and language in the metadata, and the letter's
 * own date as the creation date, so the same letter renders the same bytes.
 */
export function renderIncompletenessNoticePdf(notice: IncompletenessNotice, createdAt: Date): Promise<Uint8Array> {
  return renderLetterPdf(notice, createdAt, (pen) => {
    for (const paragraph of notice.opening) {
      pen.paragraph(paragraph);
      pen.afterParagraph();
    }
    notice.items.forEach((item, index) => pen.paragraph(`${index + 1}. ${item}`, 12));
    pen.gap();
    for (const paragraph of notice.closing) {
      pen.paragraph(paragraph);
      pen.afterParagraph();
    }
  });
}

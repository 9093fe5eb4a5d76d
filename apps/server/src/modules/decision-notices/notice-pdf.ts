import type { NoticeLetter } from '@waypoint/domain/decisions/notice-letter';
import { renderLetterPdf } from './letter-pdf.js';

/**
 * A notice as a PDF (decision 033): the adverse action notice, the approval
 * letter and the notice of an account action (decision 054), made with pdf-lib:
 * real text in a standard font (selectable, searchable, read aloud), a title
 * and language in the metadata, and a fixed creation date (the notice's) so
 * the same notice always renders the same bytes.
 */
export function renderNoticePdf(notice: NoticeLetter, createdAt: Date): Promise<Uint8Array> {
  return renderLetterPdf(notice, createdAt, (pen) => {
    pen.paragraph(notice.actionTaken);
    for (const section of notice.sections) {
      pen.gap();
      pen.sectionHeading(section.heading);
      for (const paragraph of section.paragraphs) {
        pen.paragraph(paragraph);
        pen.afterParagraph();
      }
    }
  });
}

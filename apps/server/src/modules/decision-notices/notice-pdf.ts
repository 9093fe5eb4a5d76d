import type { PDFFont } from 'pdf-lib';
import type { NoticeLetter } from '@waypoint/domain/decisions/notice-letter';

// US Letter, one-inch margins, 11 pt text: a plain letter a screen reader and a printer both handle.
const pageWidth = 612;
const pageHeight = 792;
const margin = 72;
const textSize = 11;
const headingSize = 13;
const lineGap = 4;

/** The standard fonts encode WinAnsi only: any other character (a name in another script) prints as '?'. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')].map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  lines.push(line);
  return lines;
}

/**
 * A notice as a PDF (decision 033): the adverse action notice, the approval
 * letter and the notice of an account action (decision 054), made with pdf-lib:
 * real text in a standard font (selectable, searchable, read aloud), a title
 * and language in the metadata, and a fixed creation date (the notice's) so
 * the same notice always renders the same bytes.
 */
export async function renderNoticePdf(notice: NoticeLetter, createdAt: Date): Promise<Uint8Array> {
  // Loaded here, not at start: only the notice job draws PDFs (decision 048).
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  document.setTitle(notice.title, { showInWindowTitleBar: true });
  document.setAuthor(notice.creditor.name);
  document.setSubject(`${notice.title} (${notice.version})`);
  document.setLanguage('en-US');
  document.setProducer('pdf-lib');
  document.setCreator(notice.creditor.name);
  document.setCreationDate(createdAt);
  document.setModificationDate(createdAt);

  let page = document.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;
  const write = (text: string, font: PDFFont, size: number) => {
    for (const line of wrap(font, size, printable(font, text), pageWidth - 2 * margin)) {
      if (y - size < margin) {
        page = document.addPage([pageWidth, pageHeight]);
        y = pageHeight - margin;
      }
      page.drawText(line, { x: margin, y: y - size, size, font });
      y -= size + lineGap;
    }
  };
  const gap = () => {
    y -= textSize;
  };

  write(notice.creditor.name, bold, textSize);
  write(notice.creditor.address, regular, textSize);
  gap();
  write(notice.noticeDate, regular, textSize);
  write(notice.applicant.fullName, regular, textSize);
  if (notice.applicant.address) write(notice.applicant.address, regular, textSize);
  gap();
  write(notice.title, bold, headingSize);
  gap();
  write(notice.actionTaken, regular, textSize);
  for (const section of notice.sections) {
    gap();
    write(section.heading, bold, textSize);
    for (const paragraph of section.paragraphs) {
      write(paragraph, regular, textSize);
      y -= lineGap;
    }
  }
  return document.save({ useObjectStreams: false });
}

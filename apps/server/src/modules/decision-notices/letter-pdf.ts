import type { PDFFont } from 'pdf-lib';

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

/** What every letter's head names: who writes, to whom, when, and what. */
export interface LetterHead {
  title: string;
  version: string;
  creditor: { name: string; address: string };
  noticeDate: string;
  applicant: { fullName: string; address?: string | null };
}

/** How a letter's body is drawn below its head. */
export interface LetterPen {
  /** A paragraph in the body text; `indent` in points for list items. */
  paragraph(text: string, indent?: number): void;
  /** A section heading, in bold at the body size. */
  sectionHeading(text: string): void;
  /** A blank line. */
  gap(): void;
  /** The small space after a paragraph. */
  afterParagraph(): void;
}

/**
 * A letter as a PDF (decision 033), one way for every letter kept: real text in a standard
 * font (selectable, searchable, read aloud), a title and language in the metadata, and the
 * letter's own date as the creation date, so the same letter always renders the same bytes.
 */
export async function renderLetterPdf(
  head: LetterHead,
  createdAt: Date,
  drawBody: (pen: LetterPen) => void,
): Promise<Uint8Array> {
  // Loaded here, not at start: only the letters' jobs and actions draw PDFs (decision 048).
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  document.setTitle(head.title, { showInWindowTitleBar: true });
  document.setAuthor(head.creditor.name);
  document.setSubject(`${head.title} (${head.version})`);
  document.setLanguage('en-US');
  document.setProducer('pdf-lib');
  document.setCreator(head.creditor.name);
  document.setCreationDate(createdAt);
  document.setModificationDate(createdAt);

  let page = document.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;
  const write = (text: string, font: PDFFont, size: number, indent = 0) => {
    for (const line of wrap(font, size, printable(font, text), pageWidth - 2 * margin - indent)) {
      if (y - size < margin) {
        page = document.addPage([pageWidth, pageHeight]);
        y = pageHeight - margin;
      }
      page.drawText(line, { x: margin + indent, y: y - size, size, font });
      y -= size + lineGap;
    }
  };
  const pen: LetterPen = {
    paragraph: (text, indent = 0) => write(text, regular, textSize, indent),
    sectionHeading: (text) => write(text, bold, textSize),
    gap: () => {
      y -= textSize;
    },
    afterParagraph: () => {
      y -= lineGap;
    },
  };

  write(head.creditor.name, bold, textSize);
  write(head.creditor.address, regular, textSize);
  pen.gap();
  write(head.noticeDate, regular, textSize);
  write(head.applicant.fullName, regular, textSize);
  if (head.applicant.address) write(head.applicant.address, regular, textSize);
  pen.gap();
  write(head.title, bold, headingSize);
  pen.gap();
  drawBody(pen);
  return document.save({ useObjectStreams: false });
}

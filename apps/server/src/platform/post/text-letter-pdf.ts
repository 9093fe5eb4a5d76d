// US Letter, one-inch margins, 11 pt text, as the decision notices' letters.
const pageWidth = 612;
const pageHeight = 792;
const margin = 72;
const textSize = 11;
const titleSize = 14;
const lineHeight = 15;

/**
 * A notice that is an e-mail's text (a card notice) printed as a letter for
 * the post (decision 089): the title, the date, the addressee, then the
 * e-mail's own words, so the paper says what the e-mail would have said.
 */
export async function renderTextLetterPdf(letter: {
  title: string;
  date: Date;
  addressLines: readonly string[];
  paragraphs: readonly string[];
}): Promise<Uint8Array> {
  // Loaded on the first letter, as the other letters load it: about 1.2 MB of source a server
  // that prints nothing need not hold (decision 098).
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.setTitle(letter.title);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(font.getCharacterSet());
  // The standard fonts encode WinAnsi only: any other character prints as '?'.
  const printable = (text: string) =>
    [...text.normalize('NFC')].map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
  let page = document.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;
  const line = (text: string, size = textSize, face = font) => {
    if (y < margin) {
      page = document.addPage([pageWidth, pageHeight]);
      y = pageHeight - margin;
    }
    page.drawText(printable(text), { x: margin, y, size, font: face });
    y -= lineHeight;
  };
  const wrapped = (text: string) => {
    let current = '';
    for (const word of printable(text).split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, textSize) > pageWidth - 2 * margin) {
        line(current);
        current = word;
      } else current = next;
    }
    if (current) line(current);
    y -= lineHeight / 2;
  };
  line(letter.title, titleSize, bold);
  y -= lineHeight / 2;
  line(letter.date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'America/New_York' }));
  y -= lineHeight / 2;
  for (const addressLine of letter.addressLines) line(addressLine);
  y -= lineHeight;
  for (const paragraph of letter.paragraphs) wrapped(paragraph);
  return document.save();
}

import PDFDocument from 'pdfkit';

// What every document the PDF worker draws shares: where the bytes go, and text the standard fonts
// can draw.

// PDF's standard fonts speak Windows-1252: every Portuguese letter, plus these typographic marks.
const WIN_ANSI_EXTRA = new Set('—–‘’“”•…€'.split(''));
/** Text the built-in font can draw; anything else (an emoji in a name) becomes '?', never garbage. */
export const printable = (text: string) =>
  Array.from(text.normalize('NFC'))
    .map((ch) => (ch.codePointAt(0)! <= 0xff || WIN_ANSI_EXTRA.has(ch) ? ch : '?'))
    .join('');

/** Where a PDF's bytes go as they are made, and how the maker waits for them to be taken. */
export interface PdfOutput {
  write(chunk: Buffer): void;
  /**
   * Awaited between a document's parts (each session, questionnaire, consent, a run of lines):
   * resolves once the reader has caught up, false when nobody wants the rest (the download was
   * abandoned).
   */
  between(): Promise<boolean>;
}

/** The page margin every Tinta PDF uses (points). */
export const PDF_MARGIN = 50;

/**
 * An A4 document streaming into `out`, with the pieces every layout draws with: text in the
 * column's width, a rule under the cursor, a section heading (a new page when too low), a
 * 'Rótulo: valor' line. `done` resolves when the last byte has been handed to `out`.
 */
export function startPdf(out: PdfOutput, info: { title: string; author: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    bufferPages: true,
    info: { Title: printable(info.title), Author: printable(info.author), Creator: 'Tinta' },
  });
  doc.on('data', (chunk: Buffer) => out.write(chunk));
  const done = new Promise<boolean>((resolve, reject) => {
    doc.on('end', () => resolve(true));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * PDF_MARGIN;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(value), { width, ...options });
  const rule = (color: string) =>
    doc
      .moveTo(PDF_MARGIN, doc.y + 2)
      .lineTo(PDF_MARGIN + width, doc.y + 2)
      .strokeColor(color)
      .lineWidth(0.5)
      .stroke();
  const heading = (title: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#111');
    text(title);
    rule('#999');
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
  };
  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#111');
    doc.text(printable(`${label}: `), { width, continued: true });
    doc.font('Helvetica').text(printable(value));
  };
  return { doc, done, width, text, rule, heading, field };
}

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

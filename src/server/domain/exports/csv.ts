/**
 * CSV the way Brazilian spreadsheets open it without an import wizard: UTF-8 with a BOM (Excel
 * otherwise guesses Latin-1 and breaks 'ç'), ';' between fields (',' is the decimal mark), CRLF.
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => cells.map(quote).join(';');
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}

function quote(cell: string | number): string {
  const text = String(cell);
  // A leading = + - @ would run as a formula in Excel: keep it text — except a plain negative amount
  // ('-150,00', a deposit given back), which is a number to the spreadsheet and runs nothing.
  const formula = /^[=+\-@]/.test(text) && !/^-\d+(,\d+)?$/.test(text);
  const safe = formula && typeof cell === 'string' ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 123456 cents → '1234,56': a number to a pt-BR spreadsheet, no thousands mark to misread. */
export function centsForSpreadsheet(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

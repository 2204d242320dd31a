import {
  expensePaymentMethodLabels,
  paymentKindLabels,
  paymentMethodLabels,
  paymentReceiverLabels,
} from '../../shared/enums';
import { formatCents } from '../../shared/money';
import { type Clock, formatDayBR, formatInstantBR } from '../../shared/time';
import type { SettlementStatement, StatementPayment } from '../domain/settlements/read-settlement-statement';
import { PDF_MARGIN as MARGIN, type PdfOutput, printable, startPdf } from './pdf-output';

/** Lines drawn between two waits for the download to catch up. */
const LINES_PER_TURN = 40;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}
/** The payments table over A4's 495 points between the margins. */
const columns: Column[] = [
  { title: 'Data', width: 58, align: 'left' },
  { title: 'Cliente', width: 150, align: 'left' },
  { title: 'Valor', width: 70, align: 'right' },
  { title: 'Parte do estúdio', width: 72, align: 'right' },
  { title: 'Parte do tatuador', width: 72, align: 'right' },
  { title: 'Recebido por', width: 73, align: 'left' },
];
const CELL_GAP = 6;

/** 'novembro de 2026' → 'Novembro de 2026'. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The period in words, with its exact days unless the words already say them (a week). */
export function statementPeriodText(
  s: Pick<SettlementStatement, 'period' | 'periodLabel' | 'start' | 'end'>,
) {
  const label = capitalized(s.periodLabel);
  return s.period === 'semana' ? label : `${label} (${formatDayBR(s.start)} a ${formatDayBR(s.end)})`;
}

/** Who pays whom, and how much: the net's sign says the direction. */
export function statementNetText(netCents: number): string {
  if (netCents === 0) return `${formatCents(0)} — nada a acertar`;
  return `${formatCents(Math.abs(netCents))} — ${netCents > 0 ? 'o estúdio paga ao tatuador' : 'o tatuador paga ao estúdio'}`;
}

/** Paid (on which day, how), settled inside another period, or still open. */
export function statementStateText(s: Pick<SettlementStatement, 'settlement' | 'overlapping'>): string {
  if (s.settlement)
    return `Pago em ${formatDayBR(s.settlement.paidOn)} por ${expensePaymentMethodLabels[s.settlement.method]}`;
  return s.overlapping ? 'Parte do período já acertada em outro repasse' : 'Em aberto';
}

/**
 * One artist's settlement statement (repasse) for a period as a printable A4 PDF, in Portuguese:
 * the studio, the artist and the period; each payment made in the studio with its split and who
 * received it; the totals; what each side owes, the net ('Saldo') and whether it was paid. No
 * health data: a payment names only its client and session. Bytes go to `out` while it is drawn
 * (in a worker: see render-pool.ts); true once complete, false if abandoned.
 */
export async function renderSettlementStatementPdf(
  statement: SettlementStatement,
  clock: Clock,
  out: PdfOutput,
): Promise<boolean> {
  const period = statementPeriodText(statement);
  const { doc, done, width, text, rule, heading, field } = startPdf(out, {
    title: `Extrato de repasse — ${statement.artistName} — ${period}`,
    author: statement.studioName,
  });
  const bottom = () => doc.page.height - MARGIN - 10;

  /** One row of the table, its cells side by side; a row that would not fit starts a new page. */
  const row = (cells: { main: string; sub?: string }[], font: 'Helvetica' | 'Helvetica-Bold') => {
    const measure = () =>
      Math.max(
        ...cells.map((cell, i) => {
          const w = columns[i]!.width - CELL_GAP;
          doc.font(font).fontSize(9);
          let h = doc.heightOfString(printable(cell.main), { width: w });
          if (cell.sub) h += doc.fontSize(8).heightOfString(printable(cell.sub), { width: w });
          return h;
        }),
      );
    const height = measure() + 6;
    if (doc.y + height > bottom()) {
      doc.addPage();
      tableHeader();
    }
    const top = doc.y + 3;
    // Every cell's main text first, then the smaller lines under them: read back (copied, or by a
    // screen reader) a row is one line, in the order of its columns.
    const below: { x: number; y: number }[] = [];
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const { width: w, align } = columns[i]!;
      doc.font(font).fontSize(9).fillColor('#111');
      doc.text(printable(cell.main), x, top, { width: w - CELL_GAP, align });
      below.push({ x, y: doc.y });
      x += w;
    });
    cells.forEach((cell, i) => {
      if (!cell.sub) return;
      const { width: w, align } = columns[i]!;
      doc.font('Helvetica').fontSize(8).fillColor('#555');
      doc.text(printable(cell.sub), below[i]!.x, below[i]!.y, { width: w - CELL_GAP, align });
    });
    doc.x = MARGIN;
    doc.y = top + height - 3;
    rule('#ddd');
  };
  const tableHeader = () =>
    row(
      columns.map((c) => ({ main: c.title })),
      'Helvetica-Bold',
    );

  // Header.
  doc.font('Helvetica').fontSize(9).fillColor('#555');
  text(statement.studioName);
  text(`Gerado em ${formatInstantBR(clock())} (horário de Brasília)`);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(18).fillColor('#111');
  text('Extrato de repasse');
  doc.moveDown(0.4);
  field('Estúdio', statement.studioName);
  field('Tatuador', statement.artistName);
  field('Período', period);
  const count = statement.payments.length;
  field('Pagamentos', count === 1 ? '1 pagamento no período' : `${count} pagamentos no período`);

  heading('Pagamentos');
  if (count === 0) text('Nenhum pagamento no período.');
  else {
    tableHeader();
    const sum = { amount: 0, studio: 0, artist: 0 };
    for (const [i, p] of statement.payments.entries()) {
      if (i > 0 && i % LINES_PER_TURN === 0 && !(await out.between())) return false;
      sum.amount += p.amountCents;
      sum.studio += p.studioCents;
      sum.artist += p.artistCents;
      row(paymentCells(p), 'Helvetica');
    }
    row(
      [
        { main: 'Total' },
        { main: '' },
        { main: formatCents(sum.amount) },
        { main: formatCents(sum.studio) },
        { main: formatCents(sum.artist) },
        { main: '' },
      ],
      'Helvetica-Bold',
    );
  }
  if (!(await out.between())) return false;

  heading('Acerto');
  field('Estúdio deve ao tatuador', formatCents(statement.studioOwesCents));
  doc.font('Helvetica').fontSize(8).fillColor('#555');
  text('A parte do tatuador nos pagamentos que o estúdio recebeu.');
  doc.moveDown(0.3);
  field('Tatuador deve ao estúdio', formatCents(statement.artistOwesCents));
  doc.font('Helvetica').fontSize(8).fillColor('#555');
  text('A parte do estúdio nos pagamentos que o tatuador recebeu.');
  doc.moveDown(0.3);
  field('Saldo', statementNetText(statement.netCents));
  field('Situação', statementStateText(statement));

  // Page numbers, once every page exists.
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    // Below the bottom margin, where pdfkit would otherwise start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#777');
    doc.text(
      printable(`Repasse — ${statement.artistName} — página ${i + 1} de ${pages.count}`),
      MARGIN,
      doc.page.height - 35,
      { width, align: 'center', lineBreak: false },
    );
  }
  doc.end();
  return done;
}

function paymentCells(p: StatementPayment): { main: string; sub?: string }[] {
  return [
    { main: formatDayBR(p.date) },
    {
      main: p.clientName,
      sub: `${p.title} · ${paymentKindLabels[p.kind]} · ${paymentMethodLabels[p.method]}`,
    },
    { main: formatCents(p.amountCents) },
    { main: formatCents(p.studioCents) },
    { main: formatCents(p.artistCents) },
    { main: paymentReceiverLabels[p.receivedBy] },
  ];
}

import { anamnesisQuestions, healthConsentText } from '../../shared/schemas/anamnesis';
import { ageOn, type Clock, formatDayBR, formatInstantBR, splitSaoPaulo, today } from '../../shared/time';
import type { ClientRecord, RecordedConsent, RecordedSession } from '../domain/records/collect-client-record';
import { PDF_MARGIN as MARGIN, type PdfOutput, printable, startPdf } from './pdf-output';

const statusLabels: Record<string, string> = {
  agendado: 'Agendado',
  concluido: 'Finalizado',
  cancelado: 'Cancelado',
};

/**
 * The client's record as a printable A4 PDF, in Portuguese: identity, health questionnaire(s), each
 * session's ficha técnica with its inks and lots, and each consent with the exact text signed and
 * the drawn signatures. `kind` names the document: the whole record, or one session. Bytes go to
 * `out` while it is drawn (runs in a worker: see render-pool.ts); true once the PDF is complete,
 * false if it was abandoned.
 */
export async function renderRecordPdf(
  record: ClientRecord,
  kind: 'client' | 'session',
  clock: Clock,
  out: PdfOutput,
): Promise<boolean> {
  const {
    doc,
    done,
    width,
    text,
    heading,
    field: labelled,
  } = startPdf(out, {
    title:
      kind === 'session'
        ? `Ficha da sessão — ${record.client.name}`
        : `Ficha do cliente — ${record.client.name}`,
    author: record.studioName ?? record.artistName,
  });
  const field = (label: string, value: string | null | undefined) =>
    labelled(label, value?.trim() ? value : '—');

  // Header.
  doc.font('Helvetica').fontSize(9).fillColor('#555');
  text(`${record.studioName ?? record.artistName}${record.studioName ? ` — ${record.artistName}` : ''}`);
  text(`Gerado em ${formatInstantBR(clock())} (horário de Brasília)`);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(18).fillColor('#111');
  const session = kind === 'session' ? record.sessions[0] : undefined;
  text(
    session ? `Ficha da sessão de ${formatDayBR(splitSaoPaulo(session.startTime).day)}` : 'Ficha do cliente',
  );

  heading('Identificação');
  const { client } = record;
  field('Nome', client.name);
  field(
    'Data de nascimento',
    client.birthDate
      ? `${formatDayBR(client.birthDate)} (${ageOn(client.birthDate, today(clock))} anos)`
      : 'não informada',
  );
  field('Documento', client.document ?? 'não informado');
  field('Telefone', client.phone);
  field('Instagram', client.instagram ? `@${client.instagram}` : null);
  field('Cliente desde', formatDayBR(splitSaoPaulo(client.createdAt).day));

  heading(session ? 'Anamnese (a mais recente até a sessão)' : 'Anamnese');
  if (record.anamneses.length === 0) text('Nenhuma anamnese preenchida.');
  for (const [i, a] of record.anamneses.entries()) {
    if (!(await out.between())) return false;
    if (i > 0) doc.moveDown(0.6);
    doc.font('Helvetica-Bold');
    text(
      `Preenchida em ${formatInstantBR(new Date(a.createdAt))} (${a.filledVia === 'link' ? 'pelo cliente, no link' : 'no aparelho do estúdio'})`,
    );
    doc.font('Helvetica');
    for (const q of anamnesisQuestions) {
      const answer = a.answers[q.key];
      text(`${q.label} ${answer.yes ? 'Sim' : 'Não'}${answer.detail ? ` — ${answer.detail}` : ''}`, {
        indent: 10,
      });
    }
    if (a.notes) field('Observações', a.notes);
    doc.fontSize(8).fillColor('#555');
    text(`Autorização de uso dos dados de saúde, dada ao preencher: "${healthConsentText}"`);
    doc.fontSize(10).fillColor('#111');
  }

  heading(session ? 'Sessão' : 'Sessões');
  if (record.sessions.length === 0) text('Nenhuma sessão.');
  for (const s of record.sessions) {
    if (!(await out.between())) return false;
    writeSession(doc, s, text, field);
  }

  heading('Termo de consentimento');
  if (record.consents.length === 0) text('Nenhum termo assinado.');
  for (const c of record.consents) {
    if (!(await out.between())) return false;
    writeConsent(doc, c, text, field);
  }
  if (!(await out.between())) return false;

  // Page numbers, once every page exists.
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    // Below the bottom margin, where pdfkit would otherwise start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#777');
    doc.text(printable(`${client.name} — página ${i + 1} de ${pages.count}`), MARGIN, doc.page.height - 35, {
      width,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

type Write = (value: string, options?: PDFKit.Mixins.TextOptions) => unknown;
type Field = (label: string, value: string | null | undefined) => void;

function writeSession(doc: PDFKit.PDFDocument, s: RecordedSession, text: Write, field: Field) {
  const { day, time } = splitSaoPaulo(s.startTime);
  doc.moveDown(0.4).font('Helvetica-Bold');
  text(`${formatDayBR(day)} ${time} — ${s.title} (${statusLabels[s.status] ?? s.status})`);
  doc.font('Helvetica');
  const r = s.record;
  if (!r) {
    text('Sem ficha técnica.', { indent: 10 });
    return;
  }
  field('Local do corpo', r.bodySite);
  if (r.description) field('Descrição', r.description);
  if (r.inks.length === 0) field('Tintas', 'nenhuma registrada');
  for (const ink of r.inks) {
    text(
      `• ${ink.product}${ink.color ? ` · ${ink.color}` : ''} — ${ink.manufacturer} — lote ${ink.lot} — validade ${formatDayBR(ink.expiresOn)}${ink.anvisaRegistration ? ` — ANVISA ${ink.anvisaRegistration}` : ''}${ink.openedOn ? ` — aberto em ${formatDayBR(ink.openedOn)}` : ''}${ink.expired ? ' — VENCIDO na sessão' : ''}`,
      { indent: 10 },
    );
  }
  field('Lote da agulha', r.needleLot);
  field('Esterilização (ciclo/lote)', r.sterilizationBatch);
  field('Reações adversas', r.adverseReactions || 'nenhuma registrada');
  field('Cuidados orientados', r.aftercare);
}

function writeConsent(doc: PDFKit.PDFDocument, c: RecordedConsent, text: Write, field: Field) {
  doc.moveDown(0.4);
  field('Assinado em', `${formatInstantBR(c.signedAt)} (horário de Brasília)`);
  field('Versão do texto', `${c.version} — SHA-256 ${c.textHash}`);
  field(
    'Quem assina',
    `${c.signerName}, documento ${c.signerDocument}, nascido(a) em ${formatDayBR(c.signerBirthDate)}`,
  );
  if (c.minor) field('Responsável legal', `${c.guardianName}, documento ${c.guardianDocument}`);
  field('Aparelho', `${c.ip || '—'} · ${c.userAgent || '—'}`);
  doc.moveDown(0.3).fontSize(9);
  text(c.body);
  doc.fontSize(10);
  // The signatures side by side, as on paper: the client's, and the guardian's for a minor.
  if (doc.y > doc.page.height - 170) doc.addPage();
  doc.moveDown(0.5);
  const top = doc.y;
  const left = doc.page.margins.left;
  const signature = (png: Buffer, caption: string, x: number) => {
    doc.image(png, x, top, { fit: [220, 80] });
    doc
      .moveTo(x, top + 84)
      .lineTo(x + 220, top + 84)
      .strokeColor('#333')
      .stroke();
    doc.fontSize(9).text(printable(caption), x, top + 88, { width: 220 });
  };
  signature(c.signaturePng, c.signerName, left);
  if (c.minor && c.guardianSignaturePng)
    signature(c.guardianSignaturePng, `Responsável: ${c.guardianName}`, left + 250);
  doc.x = left;
  doc.y = top + 112;
  doc.fontSize(10);
}

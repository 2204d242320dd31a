import { paymentMethodLabels, taskPriorityLabels, taskStatusLabels } from '../../../shared/enums';
import { messageKindLabels } from '../../../shared/message-templates';
import { formatCents } from '../../../shared/money';
import { anamnesisQuestions } from '../../../shared/schemas/anamnesis';
import { formatDayBR, formatInstantBR } from '../../../shared/time';
import type { ClientExport } from './collect-client-export';

/** Every value printed goes through here: names, notes and answers are the client's own text. */
const esc = (value: unknown) =>
  String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const when = (iso: string | null) => (iso ? formatInstantBR(new Date(iso)) : '—');
const day = (isoDay: string | null) => (isoDay ? formatDayBR(isoDay) : '—');
const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
const orDash = (text: string | null | undefined) => (text ? esc(text) : '—');

const sessionStatus: Record<string, string> = {
  agendado: 'Agendado',
  concluido: 'Finalizado',
  cancelado: 'Cancelado',
};
const paymentKind: Record<string, string> = {
  pagamento: 'Pagamento',
  sinal: 'Sinal',
  estorno: 'Sinal devolvido',
};
const requestStatus: Record<string, string> = {
  pendente: 'Novo',
  proposto: 'Horário proposto',
  aceito: 'Aceito',
  recusado: 'Recusado',
  expirado: 'Expirado',
};
const auditAction: Record<string, string> = {
  exportado: 'Exportação dos dados',
  excluido: 'Exclusão dos dados',
  saude_retirada: 'Consentimento de saúde retirado',
  pdf: 'Leitura da ficha (PDF)',
};
const notificationStatus: Record<string, string> = { pending: 'Agendado', sent: 'Enviado', read: 'Lido' };

const table = (head: string[], rows: string[][]) =>
  rows.length
    ? `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
        .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`
    : '<p class="vazio">Nada registrado.</p>';

/** A titled part of the page; `count` (when a list) says how many rows it holds, none hidden. */
const section = (title: string, count: number | null, body: string) =>
  `<section><h2>${title}${count === null ? '' : ` (${count})`}</h2>${body}</section>`;

const dl = (pairs: [string, string][]) =>
  `<dl>${pairs.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`;

function sessionsHtml(data: ClientExport) {
  const rows = data.appointments.map((a) => {
    const r = a.sessionRecord;
    const ficha = r
      ? dl([
          ['Local do corpo', orDash(r.bodySite)],
          ['Descrição', orDash(r.description)],
          [
            'Tintas',
            r.inks.length
              ? r.inks
                  .map(
                    (i) =>
                      `${esc(i.product)} (${esc(i.manufacturer)}${i.color ? `, ${esc(i.color)}` : ''}) — lote ${esc(i.lot)}, validade ${day(i.expiresOn)}${i.expired ? ' (vencido na sessão)' : ''}`,
                  )
                  .join('<br>')
              : '—',
          ],
          ['Lote da agulha', orDash(r.needleLot)],
          ['Esterilização', orDash(r.sterilizationBatch)],
          ['Reações', orDash(r.adverseReactions)],
          ['Cuidados', orDash(r.aftercare)],
        ])
      : '—';
    return [
      esc(when(a.startTime)),
      esc(a.title),
      `${a.durationMinutes} min`,
      esc(sessionStatus[a.status] ?? a.status),
      esc(money(a.agreedValueCents)),
      esc(money(a.finalValueCents)),
      orDash(a.notes),
      ficha,
    ];
  });
  return table(
    [
      'Data',
      'Sessão',
      'Duração',
      'Situação',
      'Valor combinado',
      'Valor final',
      'Observações',
      'Ficha técnica',
    ],
    rows,
  );
}

function paymentsHtml(data: ClientExport) {
  const total = data.payments.reduce((sum, p) => sum + p.amountCents, 0);
  const rows = data.payments.map((p) => [
    esc(day(p.date)),
    esc(paymentKind[p.kind] ?? p.kind),
    esc(paymentMethodLabels[p.method as keyof typeof paymentMethodLabels] ?? p.method),
    esc(money(p.amountCents)),
  ]);
  return `${table(['Data', 'Tipo', 'Forma', 'Valor'], rows)}${rows.length ? `<p><strong>Total: ${esc(money(total))}</strong></p>` : ''}`;
}

function anamnesesHtml(data: ClientExport) {
  if (!data.anamneses.length) return '<p class="vazio">Nada registrado.</p>';
  return data.anamneses
    .map((a) => {
      const answers = anamnesisQuestions.map((q) => {
        const answer = (a.answers as Record<string, { yes: boolean; detail?: string } | undefined>)[q.key];
        const text = answer
          ? `${answer.yes ? 'Sim' : 'Não'}${answer.detail ? ` — ${answer.detail}` : ''}`
          : '—';
        return [esc(q.label), esc(text)];
      });
      return `<h3>Preenchida em ${esc(when(a.createdAt))} (${a.filledVia === 'link' ? 'pelo link' : 'no aparelho do tatuador'})</h3>${table(['Pergunta', 'Resposta'], answers)}<p>Observações: ${orDash(a.notes)}</p>`;
    })
    .join('');
}

function consentsHtml(data: ClientExport) {
  if (!data.consents.length) return '<p class="vazio">Nada registrado.</p>';
  return data.consents
    .map(
      (c) =>
        `<article><h3>Termo versão ${c.version}, assinado em ${esc(when(c.signedAt))}</h3>${dl([
          [
            'Assinante',
            `${esc(c.signerName)} — ${esc(c.signerDocument)}, nascimento ${esc(day(c.signerBirthDate))}`,
          ],
          ['Menor de idade', c.minor ? 'Sim' : 'Não'],
          ...(c.guardianName
            ? ([['Responsável', `${esc(c.guardianName)} — ${orDash(c.guardianDocument)}`]] as [
                string,
                string,
              ][])
            : []),
          ['IP e navegador', `${orDash(c.ip)} — ${orDash(c.userAgent)}`],
          ['Código do texto (SHA-256)', esc(c.textHash)],
        ])}<p class="termo">${esc(c.body)}</p><p><img src="${esc(c.signatureFile)}" alt="Assinatura de ${esc(c.signerName)}">${
          c.guardianSignatureFile
            ? `<img src="${esc(c.guardianSignatureFile)}" alt="Assinatura do responsável ${esc(c.guardianName)}">`
            : ''
        }</p></article>`,
    )
    .join('');
}

function requestsHtml(data: ClientExport) {
  const rows = data.bookingRequests.map((r) => [
    esc(when(r.createdAt)),
    esc(requestStatus[r.status] ?? r.status),
    `${esc(r.clientName)}<br>${esc(r.phone)}${r.instagram ? `<br>@${esc(r.instagram)}` : ''}`,
    `${esc(r.idea)}<br>Local: ${esc(r.placement)} — Tamanho: ${esc(r.size)} — ${r.lengthMinutes} min`,
    r.preferredStarts.map((s) => esc(when(s))).join('<br>'),
    orDash(r.artistMessage),
    r.images.length
      ? r.images
          .map(
            (img) =>
              `<a href="${esc(img.file)}"><img src="${esc(img.file)}" alt="Referência" class="ref"></a>`,
          )
          .join(' ')
      : '—',
  ]);
  return table(
    ['Enviado em', 'Situação', 'Contato', 'Pedido', 'Horários desejados', 'Resposta', 'Imagens'],
    rows,
  );
}

/**
 * The export's readable half: one self-contained pt-BR page (inline style, no script, nothing
 * fetched from anywhere), every value escaped. Images and signatures are the zip's own files,
 * linked by their relative paths.
 */
export function renderExportSummary(data: ClientExport): string {
  const c = data.client;
  const by = data.controller.studio
    ? `${data.controller.artist} (${data.controller.studio})`
    : data.controller.artist;
  const body = [
    `<h1>Dados de ${esc(c.name)}</h1>`,
    `<p>Tudo o que ${esc(by)} guarda sobre esta pessoa no Tinta (LGPD, art. 18), exportado em ${esc(when(data.exportedAt))} (horário de Brasília). O arquivo <code>dados.json</code> traz os mesmos dados para outros sistemas; as pastas <code>imagens/</code>, <code>comprovantes/</code> e <code>assinaturas/</code>, os arquivos.</p>`,
    section(
      'Identificação',
      null,
      dl([
        ['Nome', esc(c.name)],
        ['Telefone', orDash(c.phone)],
        ['Instagram', orDash(c.instagram)],
        ['Nascimento', esc(day(c.birthDate))],
        ['Documento', orDash(c.document)],
        ['Cadastrado em', esc(when(c.createdAt))],
      ]),
    ),
    section('Sessões', data.appointments.length, sessionsHtml(data)),
    section('Pagamentos', data.payments.length, paymentsHtml(data)),
    section('Anamneses', data.anamneses.length, anamnesesHtml(data)),
    section(
      'Links de anamnese enviados',
      data.anamnesisLinks.length,
      table(
        ['Criado em', 'Válido até', 'Usado em'],
        data.anamnesisLinks.map((l) => [esc(when(l.createdAt)), esc(when(l.expiresAt)), esc(when(l.usedAt))]),
      ),
    ),
    section('Termos de consentimento', data.consents.length, consentsHtml(data)),
    section('Pedidos de agendamento', data.bookingRequests.length, requestsHtml(data)),
    section(
      'Tarefas',
      data.tasks.length,
      table(
        ['Tarefa', 'Data', 'Prioridade', 'Situação'],
        data.tasks.map((t) => [
          `${esc(t.title)}${t.description ? `<br>${esc(t.description)}` : ''}`,
          esc(day(t.date)),
          esc(taskPriorityLabels[t.priority as keyof typeof taskPriorityLabels] ?? t.priority),
          esc(taskStatusLabels[t.status as keyof typeof taskStatusLabels] ?? t.status),
        ]),
      ),
    ),
    section(
      'Mensagens marcadas como enviadas',
      data.messagesSent.length,
      table(
        ['Mensagem', 'Marcada em'],
        data.messagesSent.map((m) => [
          esc(messageKindLabels[m.kind as keyof typeof messageKindLabels] ?? m.kind),
          esc(when(m.sentAt)),
        ]),
      ),
    ),
    section(
      'Avisos mostrados ao tatuador',
      data.notifications.length,
      table(
        ['Quando', 'Aviso', 'Situação'],
        data.notifications.map((n) => [
          esc(when(n.scheduledFor)),
          `${esc(n.title)}<br>${esc(n.message)}`,
          esc(notificationStatus[n.status] ?? n.status),
        ]),
      ),
    ),
    section(
      'Registro de acessos à ficha',
      data.accessLog.length,
      table(
        ['Quando', 'O quê'],
        data.accessLog.map((a) => [esc(when(a.at)), esc(auditAction[a.action] ?? a.action)]),
      ),
    ),
  ].join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dados de ${esc(c.name)} — Tinta</title>
<style>
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;max-width:1100px;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem}h2{font-size:1.2rem;border-bottom:1px solid #d6d3d1;padding-bottom:.25rem;margin-top:2rem}h3{font-size:1rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #e7e5e4;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f5f5f4}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:0}dt{font-weight:600}dd{margin:0}
.vazio{color:#78716c}.termo{white-space:pre-wrap;background:#fafaf9;border:1px solid #e7e5e4;padding:.75rem}
img{max-width:300px;max-height:120px;margin-right:1rem;border:1px solid #e7e5e4}img.ref{max-height:160px}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

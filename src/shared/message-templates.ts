/**
 * Client messages sent from the artist's own WhatsApp (issue 16): one tap opens a wa.me draft with
 * the filled text; nothing is sent by us. Each kind has a pt-BR default the artist may edit.
 * Issue 29: placeholders are checked when a template is saved, a sentence whose placeholder has no
 * value leaves the message (decision 0023), and a client's messages of the day go as one.
 */
export const messageKinds = ['confirmacao', 'lembrete', 'cicatrizacao', 'sinal', 'aniversario'] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageKindLabels: Record<MessageKind, string> = {
  confirmacao: 'Confirmação do agendamento',
  lembrete: 'Lembrete da véspera',
  cicatrizacao: 'Como está a cicatrização?',
  sinal: 'Pedido de sinal',
  aniversario: 'Aniversário',
};

/** When each message is due, as the queue shows it. */
export const messageKindWhen: Record<MessageKind, string> = {
  confirmacao: 'no dia em que o agendamento é criado (com sinal pendente, o Pedido de sinal vai no lugar)',
  lembrete: 'na véspera da sessão',
  cicatrizacao: '3 dias depois da sessão finalizada',
  sinal: 'enquanto o sinal não chega',
  aniversario: 'no aniversário do cliente',
};

/** Placeholders a template may use, with what each becomes. */
export const placeholders = {
  '{nome}': 'primeiro nome do cliente',
  '{data}': 'data da sessão (dd/mm)',
  '{hora}': 'horário da sessão',
  '{tatuador}': 'seu nome',
  '{estudio}': 'nome do estúdio',
  '{endereco}': 'endereço do estúdio',
  '{sinal}': 'valor do sinal',
  '{pix}': 'Pix copia e cola do sinal',
} as const;
export type Placeholder = keyof typeof placeholders;

const everyone: readonly Placeholder[] = ['{nome}', '{tatuador}', '{estudio}', '{endereco}'];
const session: readonly Placeholder[] = [
  '{nome}',
  '{data}',
  '{hora}',
  '{tatuador}',
  '{estudio}',
  '{endereco}',
];

/** What each kind fills: a birthday has no session, only the deposit request carries money. */
export const kindPlaceholders: Record<MessageKind, readonly Placeholder[]> = {
  confirmacao: session,
  lembrete: session,
  cicatrizacao: session,
  sinal: [...session, '{sinal}', '{pix}'],
  aniversario: everyone,
};

export const defaultTemplates: Record<MessageKind, string> = {
  confirmacao:
    'Olá {nome}! Sua sessão com {tatuador} está agendada para {data} às {hora}. Endereço: {endereco}. Qualquer dúvida, é só chamar!',
  lembrete:
    'Oi {nome}! Passando para lembrar da sua sessão amanhã, {data} às {hora}, com {tatuador}. Durma bem, coma antes de vir e evite álcool. Até amanhã!',
  cicatrizacao:
    'Oi {nome}! Como está a cicatrização da sua tatuagem? Se puder, me mande uma foto. Qualquer coisa diferente, me avise.',
  sinal:
    'Olá {nome}! Para confirmar sua sessão de {data} às {hora}, falta o sinal de {sinal}. Pix copia e cola:\n{pix}',
  aniversario: 'Feliz aniversário, {nome}! 🎉 Um abraço de {tatuador}.',
};

/** Anything written as a placeholder: '{…}' on one line. */
const TAG = /\{[^{}\n]{0,40}\}/g;
/** Letters only, lower case, no accents: '{ Endereço }' → 'endereco'. */
const bare = (tag: string) =>
  tag
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
const listOf = (tags: readonly string[]) =>
  tags.length === 1 ? tags[0]! : `${tags.slice(0, -1).join(', ')} ou ${tags.at(-1)}`;

/**
 * Why a template would not reach the client as meant, in the words shown under its field — a
 * placeholder that does not exist ('{Nome}', '{telefone}'), one this kind has no value for ({pix}
 * in a birthday), or a '{' left open — or null when every placeholder is one it fills.
 */
export function templateProblem(kind: MessageKind, body: string): string | null {
  const allowed = kindPlaceholders[kind];
  for (const tag of body.match(TAG) ?? []) {
    if ((allowed as readonly string[]).includes(tag)) continue;
    if (tag === '{sinal}' || tag === '{pix}') return `${tag} só pode ser usado no Pedido de sinal.`;
    if (tag in placeholders)
      return `${tag} não pode ser usado no ${messageKindLabels[kind]}: ele não é sobre uma sessão.`;
    const meant = allowed.find((p) => bare(p) === bare(tag));
    return meant
      ? `${tag} não é um campo conhecido. Você quis dizer ${meant}?`
      : `${tag} não é um campo conhecido. Use ${listOf(allowed)}.`;
  }
  const open = /\{[^{}\n]*(?=\n|$)/.exec(body)?.[0];
  if (open !== undefined) {
    const meant = allowed.find((p) => bare(p) === bare(open));
    return meant
      ? `Falta fechar a chave em “${open.trim()}”: escreva ${meant}.`
      : `Falta fechar a chave em “${open.trim()}”. Use ${listOf(allowed)}.`;
  }
  return null;
}

/**
 * A template cut where a sentence ends ('.', '!', '?' or '…' before a space, or a line break), each
 * piece with the blank that follows it. A line ending in ':' goes with the next one: a label and
 * what it introduces ('Pix copia e cola:\n{pix}') stay or leave together.
 */
function cutSentences(body: string): Piece[] {
  const out: Piece[] = [];
  const blank = (c: string | undefined) => c === ' ' || c === '\t';
  let text = '';
  let i = 0;
  const push = () => {
    let gap = '';
    while (blank(body[i])) gap += body[i++];
    if (body[i] === '\n') while (i < body.length && /\s/.test(body[i]!)) gap += body[i++];
    out.push(piece(text, gap));
    text = '';
  };
  while (i < body.length) {
    const c = body[i]!;
    if (c === '\n') {
      if (/:[ \t]*$/.test(text)) {
        text += body[i++];
        continue;
      }
      const trimmed = text.replace(/[ \t]+$/, '');
      i -= text.length - trimmed.length;
      text = trimmed;
      push();
      continue;
    }
    text += c;
    i++;
    if ('.!?…'.includes(c)) {
      while (i < body.length && '.!?…'.includes(body[i]!)) text += body[i++];
      if (blank(body[i])) push();
    }
  }
  if (text !== '') out.push(piece(text, ''));
  return out;
}

interface Piece {
  text: string;
  gap: string;
  /** The placeholders it carries. */
  tags: string[];
}
const piece = (text: string, gap: string): Piece => ({ text, gap, tags: text.match(TAG) ?? [] });

/**
 * The cut of each template seen lately: a day's list fills the same few templates hundreds of times,
 * and cutting is most of the work (the cache is emptied when full: templates are few per artist).
 */
const cuts = new Map<string, readonly Piece[]>();
function sentences(body: string): readonly Piece[] {
  let cut = cuts.get(body);
  if (!cut) {
    if (cuts.size >= 500) cuts.clear();
    cut = cutSentences(body);
    cuts.set(body, cut);
  }
  return cut;
}

/**
 * Fills a template. A sentence carrying a placeholder with no value (an address never set, a
 * deposit with no Pix key for its code) leaves the message whole, so the client never reads
 * 'Endereço: .' (decision 0023); what remains keeps its line breaks.
 */
export function fillTemplate(body: string, values: Partial<Record<Placeholder, string>>): string {
  const kept: { text: string; gap: string }[] = [];
  const filledValue = (tag: string) => values[tag as Placeholder]?.trim() ?? '';
  for (const s of sentences(body)) {
    const empty = s.tags.filter((t) => !filledValue(t));
    // Only what the empty value would leave dangling is dropped: a sentence that also carries a
    // value ('Sua sessão é {data} às {hora} no estúdio {endereco}.') keeps it, the empty tag blanked.
    if (empty.length > 0 && empty.length === s.tags.length) {
      // Dropped: a line break that followed it still ends the line before.
      const last = kept.at(-1);
      if (last && s.gap.includes('\n') && !last.gap.includes('\n')) last.gap = s.gap;
      continue;
    }
    const text =
      s.tags.length > 0
        ? s.text
            .replace(TAG, (t) => filledValue(t))
            .replace(/[ \t]+([,.;:!?])/g, '$1')
            .replace(/[ \t]{2,}/g, ' ')
        : s.text;
    kept.push({ text, gap: s.gap });
  }
  let out = '';
  for (const s of kept) out += s.text + s.gap;
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** 'Olá {nome}!', 'Oi {nome} ✨': the hello a message opens with, left out when it follows another. */
const GREETING =
  /^(ol[áa]|oi+e?|ei|e a[íi]|bom dia|boa tarde|boa noite|hey|fala)(?![\p{L}\p{N}])[^.!?\n]{0,3}\{nome\}[^\p{L}\p{N}\n]*$/iu;

/** The template without its opening hello (for a message that follows another to the same client). */
export function withoutGreeting(body: string): string {
  const [first, ...rest] = sentences(body);
  if (!first || !GREETING.test(first.text.trim())) return body;
  return rest.map((s) => s.text + s.gap).join('');
}

/** The order a client's messages of the day are put together in: the hello-like ones first. */
export const mergeOrder: readonly MessageKind[] = [
  'aniversario',
  'lembrete',
  'confirmacao',
  'sinal',
  'cicatrizacao',
];

export interface MessageTemplates {
  templates: Record<MessageKind, string>;
  address: string;
}

/** One of the messages due today, as it is marked sent: which, about what, on which occasion. */
export interface MessagePart {
  kind: MessageKind;
  /** The appointment (or, for a birthday, the client) it is about. */
  subjectId: string;
  /** What makes it one message: the session's start, or the birthday's day. */
  occasion: string;
}

/**
 * What goes to one client today: their messages of the day in one text (issue 29: one message per
 * client per day), its wa.me draft — null when the client has no phone ('sem WhatsApp') — and
 * whether it went. Messages sent earlier in the day and ones due since are two entries.
 */
export interface DueMessage {
  clientId: string;
  clientName: string;
  parts: MessagePart[];
  text: string;
  whatsappUrl: string | null;
  sent: boolean;
}

export interface TodayMessages {
  day: string;
  items: DueMessage[];
}

/** 'Enviada' on (or off) for the messages that went as one. */
export interface MessageMarks {
  parts: MessagePart[];
  sent: boolean;
}

/**
 * Client messages sent from the artist's own WhatsApp (issue 16): one tap opens a wa.me draft with
 * the filled text; nothing is sent by us. Each kind has a pt-BR default the artist may edit.
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
  confirmacao: 'no dia em que o agendamento é criado',
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

/** Fills a template; a placeholder with no value becomes empty (an address never set, say). */
export function fillTemplate(body: string, values: Partial<Record<Placeholder, string>>): string {
  return body
    .replace(
      /\{(nome|data|hora|tatuador|estudio|endereco|sinal|pix)\}/g,
      (tag) => values[tag as Placeholder] ?? '',
    )
    .trim();
}

export interface MessageTemplates {
  templates: Record<MessageKind, string>;
  address: string;
}

/** One message due today: who, which, the filled text and its wa.me draft, and whether it went. */
export interface DueMessage {
  kind: MessageKind;
  /** The appointment (or, for a birthday, the client) it is about. */
  subjectId: string;
  /** What makes it one message: the session's start, or the birthday's day. */
  occasion: string;
  clientName: string;
  text: string;
  whatsappUrl: string;
  sent: boolean;
}

export interface TodayMessages {
  day: string;
  items: DueMessage[];
}

/** 'Enviada' on (or off) for one message. */
export interface MessageMark {
  kind: MessageKind;
  subjectId: string;
  occasion: string;
  sent: boolean;
}

/** SPEC §3 enumerations, with their pt-BR labels. The database enforces the same lists. */

/** 'recepcao': a studio's front desk (agenda, clients, requests, deposits), invited like an artist. */
export const roles = ['admin_master', 'artist', 'recepcao'] as const;
export type Role = (typeof roles)[number];
export const roleLabels: Record<Role, string> = {
  admin_master: 'Admin Master',
  artist: 'Tatuador',
  recepcao: 'Recepção',
};

export const planTypes = ['basico', 'estudio'] as const;
export type PlanType = (typeof planTypes)[number];

export const appointmentStatuses = ['agendado', 'concluido', 'cancelado'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const paymentMethods = ['pix', 'dinheiro', 'cartao-debito', 'cartao-credito'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * 'pagamento': SPEC's payment for finished work; 'sinal': a deposit, received before the session;
 * 'estorno': a deposit given back (a negative amount on the day it was returned).
 */
export const paymentKinds = ['pagamento', 'sinal', 'estorno'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentKindLabels: Record<PaymentKind, string> = {
  pagamento: 'Pagamento',
  sinal: 'Sinal',
  estorno: 'Sinal devolvido',
};
/**
 * Who received a payment's money (issue 26, repasse): the studio's maquininha or Pix, or the artist.
 * Only meaningful for a payment made in a studio; default 'estudio' (decision 0017).
 */
export const paymentReceivers = ['estudio', 'tatuador'] as const;
export type PaymentReceiver = (typeof paymentReceivers)[number];
export const paymentReceiverLabels: Record<PaymentReceiver, string> = {
  estudio: 'Estúdio',
  tatuador: 'Tatuador',
};

/** A settlement's (repasse's) period, São Paulo days: Monday–Sunday, 1–15 / 16–end, the month. */
export const settlementPeriods = ['semana', 'quinzena', 'mes'] as const;
export type SettlementPeriod = (typeof settlementPeriods)[number];
export const settlementPeriodLabels: Record<SettlementPeriod, string> = {
  semana: 'Semana',
  quinzena: 'Quinzena',
  mes: 'Mês',
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  pix: 'PIX',
  dinheiro: 'Dinheiro',
  'cartao-debito': 'Cartão Débito',
  'cartao-credito': 'Cartão Crédito',
};

export const expensePaymentMethods = [...paymentMethods, 'transferencia', 'boleto'] as const;
export type ExpensePaymentMethod = (typeof expensePaymentMethods)[number];
export const expensePaymentMethodLabels: Record<ExpensePaymentMethod, string> = {
  ...paymentMethodLabels,
  transferencia: 'Transferência',
  boleto: 'Boleto',
};

export const taskPriorities = ['baixa', 'media', 'alta'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const taskPriorityLabels: Record<TaskPriority, string> = {
  baixa: 'Baixa',
  media: 'Média',
  alta: 'Alta',
};

export const taskStatuses = ['a-fazer', 'fazendo', 'feito'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
/** SPEC §2 Tarefas column titles. */
export const taskStatusLabels: Record<TaskStatus, string> = {
  'a-fazer': 'A Fazer',
  fazendo: 'Fazendo',
  feito: 'Feito',
};

export const expenseCategoryGroups = {
  recorrentes: ['aluguel', 'condominio', 'internet', 'energia', 'agua', 'gas'],
  materiais: ['tintas', 'agulhas', 'luvas', 'descartaveis', 'esterilizacao', 'cicatrizacao'],
  // 'repasse': the artist's part the studio paid out (a settlement); listed, never a cost (decision 0017).
  // 'taxas': the maquininha's fee, booked by itself for each card payment (issue 29).
  outros: ['equipamentos', 'marketing', 'manutencao', 'transporte', 'salarios', 'repasse', 'taxas', 'outros'],
} as const;
export const expenseCategories = [
  ...expenseCategoryGroups.recorrentes,
  ...expenseCategoryGroups.materiais,
  ...expenseCategoryGroups.outros,
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];
export type ExpenseGroup = keyof typeof expenseCategoryGroups;
export const expenseGroups = Object.keys(expenseCategoryGroups) as ExpenseGroup[];
export const expenseGroupLabels: Record<ExpenseGroup, string> = {
  recorrentes: 'Recorrentes',
  materiais: 'Materiais',
  outros: 'Outros',
};
export const expenseCategoryLabels: Record<ExpenseCategory, string> = {
  aluguel: 'Aluguel',
  condominio: 'Condomínio',
  internet: 'Internet',
  energia: 'Energia',
  agua: 'Água',
  gas: 'Gás',
  tintas: 'Tintas',
  agulhas: 'Agulhas',
  luvas: 'Luvas',
  descartaveis: 'Descartáveis',
  esterilizacao: 'Esterilização',
  cicatrizacao: 'Cicatrização',
  equipamentos: 'Equipamentos',
  marketing: 'Marketing',
  manutencao: 'Manutenção',
  transporte: 'Transporte',
  salarios: 'Salários',
  repasse: 'Repasse',
  taxas: 'Taxas de cartão',
  outros: 'Outros',
};
export function expenseGroupOf(category: ExpenseCategory): ExpenseGroup {
  return expenseGroups.find((g) => (expenseCategoryGroups[g] as readonly string[]).includes(category))!;
}

export const notificationTypes = [
  'reminder_24h',
  'reminder_1h',
  'task_reminder',
  'booking_request',
  'das_reminder',
  /** 'Entregue a DASN-SIMEI até 31 de maio' (issue 29): the MEI's yearly declaration, once a year. */
  'dasn_reminder',
  /** A studio's owner or front desk booked, moved or took a session on this artist's agenda. */
  'agenda_change',
  /** The bank reported a deposit paid (API Pix, issue 28). */
  'deposit_received',
  /** A client acted on their own link: moved or cancelled the session, said the deposit was sent, took a freed slot. */
  'client_change',
  /** The bank did not complete a deposit's refund (API Pix `devolucao` NAO_REALIZADO). */
  'refund_failed',
  /** A session was called off or moved and clients on the waitlist may want its time. */
  'slot_freed',
] as const;
export type NotificationType = (typeof notificationTypes)[number];
/**
 * Notices, not reminders: they say what happened (an agenda changed, a deposit arrived), so they
 * stay true when their session changes later and are never dropped as stale.
 */
export const noticeTypes = [
  'agenda_change',
  'deposit_received',
  'client_change',
  'refund_failed',
  'slot_freed',
] as const satisfies readonly NotificationType[];

/**
 * A booking request's life (issue 14): answered by accepting, proposing another time or declining.
 * 'espera': a client on the artist's waitlist (issue 28) — no slot suited; offered freed ones.
 */
export const bookingRequestStatuses = [
  'pendente',
  'proposto',
  'aceito',
  'recusado',
  'expirado',
  'espera',
] as const;
export type BookingRequestStatus = (typeof bookingRequestStatuses)[number];

/** The parts of the day a waitlisted client can come (São Paulo time): before 12h, 12–18h, from 18h. */
export const dayPeriods = ['manha', 'tarde', 'noite'] as const;
export type DayPeriod = (typeof dayPeriods)[number];
export const dayPeriodLabels: Record<DayPeriod, string> = { manha: 'Manhã', tarde: 'Tarde', noite: 'Noite' };

export const notificationStatuses = ['pending', 'sent', 'read'] as const;
export const notificationRelatedTypes = ['appointment', 'task', 'booking_request'] as const;

export const invitationStatuses = ['pending', 'accepted', 'expired', 'cancelled'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const memberStatuses = ['active', 'inactive'] as const;

/** Sections of the shell (SPEC §2 Routing). */
export const sections = [
  'dashboard',
  'calendar',
  'clients',
  'payments',
  'expenses',
  'reports',
  'tasks',
  'team',
  'requests',
] as const;
export type Section = (typeof sections)[number];

import type { Appointment } from '../../../shared/schemas/appointment';

/**
 * Whether a session's deposit (sinal) is in — what an artist looks for before a session. A finished
 * or cancelled session is past that question: its state is its status.
 */
export type DepositState = 'pago' | 'pendente' | 'sem-sinal' | 'finalizado' | 'cancelado';

export function depositState(
  a: Pick<Appointment, 'status' | 'isTattooFinished' | 'depositCents' | 'depositDueCents'>,
): DepositState {
  if (a.isTattooFinished) return 'finalizado';
  if (a.status === 'cancelado') return 'cancelado';
  // A deposit asked (a booking hold) and not all of it in yet.
  if (a.depositDueCents > a.depositCents) return 'pendente';
  if (a.depositCents > 0) return 'pago';
  return 'sem-sinal';
}

/** What the marker says, on screen and to a screen reader. */
export const depositLabel: Record<DepositState, string> = {
  pago: 'Sinal pago',
  pendente: 'Sinal pendente',
  'sem-sinal': 'Sem sinal',
  finalizado: 'Finalizado',
  cancelado: 'Cancelado',
};

/** The states the deposit marker shows (the other two are the session's status, already drawn). */
export const markedDepositStates = ['pago', 'pendente', 'sem-sinal'] as const;

/**
 * The marker's colour, also a shape: paid is a filled green dot, pending a filled amber one, none a
 * hollow ring. Tailwind classes written out whole so the build keeps them.
 */
export const depositMarkerClass: Record<DepositState, string> = {
  pago: 'bg-emerald-400',
  pendente: 'bg-amber-400',
  'sem-sinal': 'border border-ink-300',
  finalizado: 'bg-emerald-400',
  cancelado: 'bg-ink-500',
};

/** The month grid's dot keeps SPEC's colour (status or artist); a ring around it tells the deposit. */
export const depositRingClass: Record<DepositState, string> = {
  pago: 'ring-2 ring-emerald-400 ring-offset-1 ring-offset-ink-900',
  pendente: 'ring-2 ring-amber-400 ring-offset-1 ring-offset-ink-900',
  'sem-sinal': '',
  finalizado: '',
  cancelado: '',
};

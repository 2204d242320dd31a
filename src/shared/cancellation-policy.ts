import { z } from 'zod';

/**
 * An artist's cancellation policy (issue 28): until when the deposit comes back, until when and how
 * often the client may move the session from their own link. One contract for the settings form, the
 * booking page the client accepts it on, the status page and the server that applies it.
 */
export const policyMessages = {
  hoursInvalid: 'Informe de 0 a 720 horas',
  timesInvalid: 'Informe de 0 a 10 vezes',
  mustAccept: 'Para enviar, aceite a política de cancelamento',
  changed: 'A política de cancelamento mudou. Leia de novo e aceite para enviar.',
} as const;

const hours = z
  .number({ error: policyMessages.hoursInvalid })
  .int(policyMessages.hoursInvalid)
  .min(0, policyMessages.hoursInvalid)
  .max(720, policyMessages.hoursInvalid);

export const cancellationPolicySchema = z.object({
  refundUntilHours: hours,
  rescheduleUntilHours: hours,
  maxReschedules: z
    .number({ error: policyMessages.timesInvalid })
    .int(policyMessages.timesInvalid)
    .min(0, policyMessages.timesInvalid)
    .max(10, policyMessages.timesInvalid),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;
/** As the client accepts it: the terms and the version they were shown. */
export type VersionedPolicy = CancellationPolicy & { version: number };

/** What a new policy starts from: the deposit back until 48 h before; one move until 48 h before. */
export const defaultPolicy: CancellationPolicy = {
  refundUntilHours: 48,
  rescheduleUntilHours: 48,
  maxReschedules: 1,
};

const HOUR_MS = 3_600_000;

const hoursText = (h: number) => (h === 1 ? '1 hora' : `${h} horas`);

/** The policy in the words the client reads before sending and on their status page. */
export function describePolicy(p: CancellationPolicy, artistName: string): string[] {
  const refund =
    p.refundUntilHours === 0
      ? 'O sinal é devolvido se você cancelar antes do horário da sessão.'
      : `O sinal é devolvido se você cancelar até ${hoursText(p.refundUntilHours)} antes da sessão. Depois disso, ele não é devolvido.`;
  const times = p.maxReschedules === 1 ? 'uma vez' : `até ${p.maxReschedules} vezes`;
  const reschedule =
    p.maxReschedules === 0
      ? `A sessão não pode ser remarcada pelo link; fale com ${artistName}.`
      : p.rescheduleUntilHours === 0
        ? `Você pode remarcar pelo link antes do horário da sessão, ${times}.`
        : `Você pode remarcar pelo link até ${hoursText(p.rescheduleUntilHours)} antes da sessão, ${times}.`;
  return [refund, reschedule, 'Se você faltar sem avisar, o sinal não é devolvido.'];
}

/** Until when a cancel gives the deposit back (the session's start minus the policy's hours). */
export const refundDeadline = (p: CancellationPolicy, start: Date): Date =>
  new Date(start.getTime() - p.refundUntilHours * HOUR_MS);

/** Until when the client may move the session. */
export const rescheduleDeadline = (p: CancellationPolicy, start: Date): Date =>
  new Date(start.getTime() - p.rescheduleUntilHours * HOUR_MS);

/** Moves left to the client under the policy at `now` (0 past its deadline or its count). */
export function reschedulesLeft(p: CancellationPolicy, start: Date, done: number, now: Date): number {
  if (now.getTime() > rescheduleDeadline(p, start).getTime()) return 0;
  return Math.max(0, p.maxReschedules - done);
}

export const samePolicy = (a: CancellationPolicy, b: CancellationPolicy): boolean =>
  a.refundUntilHours === b.refundUntilHours &&
  a.rescheduleUntilHours === b.rescheduleUntilHours &&
  a.maxReschedules === b.maxReschedules;

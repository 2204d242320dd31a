import type { Appointment } from '../../../shared/schemas/appointment';
import { splitSaoPaulo } from '../../../shared/time';

/** The São Paulo day and `HH:mm` of an appointment. */
export const appointmentSlot = (a: Pick<Appointment, 'startTime'>) => splitSaoPaulo(new Date(a.startTime));

/** 'Marina Costa · Rosa fineline · 14:00': which session a dialog acts on. */
export const appointmentCaption = (a: Pick<Appointment, 'clientName' | 'title' | 'startTime'>) =>
  `${a.clientName} · ${a.title} · ${appointmentSlot(a).time}`;

/** `HH:mm` the session ends, from its start and length. */
export const endTime = (a: Pick<Appointment, 'startTime' | 'durationMinutes'>) =>
  splitSaoPaulo(new Date(Date.parse(a.startTime) + a.durationMinutes * 60_000)).time;

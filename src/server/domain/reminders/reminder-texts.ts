import { formatDayBR, splitSaoPaulo } from '../../../shared/time';

/** SPEC §9 titles. */
export const reminderTitles = {
  reminder_24h: '📅 Agendamento amanhã',
  reminder_1h: '🔔 Agendamento em 1 hora!',
  task_reminder: '⚡ Tarefa importante hoje!',
} as const;

/** 'Ana Souza · Rosa fineline — 21/11/2026 às 14:30' (São Paulo time). */
export function appointmentReminderMessage(a: {
  clientName: string;
  title: string;
  startTime: Date;
}): string {
  const { day, time } = splitSaoPaulo(a.startTime);
  return `${a.clientName} · ${a.title} — ${formatDayBR(day)} às ${time}`;
}

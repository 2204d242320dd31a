import { z } from 'zod';
import { taskPriorities, taskStatuses } from '../enums';
import { messages, tooLong } from '../errors';
import { isValidIsoDay } from '../time';
import { optionalText } from './fields';

/** Blank select → null (SPEC §5: client and appointment are sent as null when empty). */
const optionalId = z
  .union([z.uuid({ error: 'Seleção inválida' }), z.literal('')])
  .nullish()
  .transform((v) => v || null);

export const taskInputSchema = z.object({
  title: z
    .string({ error: messages.taskTitleRequired })
    .trim()
    .min(1, messages.taskTitleRequired)
    .max(200, tooLong(200)),
  description: optionalText(2000),
  date: z
    .string()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isValidIsoDay(v), { error: 'Data inválida' }),
  priority: z.enum(taskPriorities, { error: 'Prioridade inválida' }).default('media'),
  clientId: optionalId,
  appointmentId: optionalId,
});
export type TaskInput = z.input<typeof taskInputSchema>;

export const taskStatusInputSchema = z.object({
  status: z.enum(taskStatuses, { error: 'Status inválido' }),
});

export const taskFilters = ['today', 'pending'] as const;
export type TaskFilter = (typeof taskFilters)[number];
export const taskListQuerySchema = z.object({ filter: z.enum(taskFilters).optional() });

export interface Task {
  id: string;
  title: string;
  description: string | null;
  date: string | null;
  priority: (typeof taskPriorities)[number];
  status: (typeof taskStatuses)[number];
  clientId: string | null;
  clientName: string | null;
  appointmentId: string | null;
  appointmentTitle: string | null;
  createdAt: string;
}

export interface TaskBoard {
  today: string;
  tasks: Task[];
  /** Per-status counts for the cards and column headers (after the filter). */
  counts: { 'a-fazer': number; fazendo: number; feito: number; total: number };
  /** Done tasks beyond this many (newest first) are counted but not sent. */
  doneShown: number;
}

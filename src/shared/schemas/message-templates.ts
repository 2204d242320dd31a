import { z } from 'zod';
import { tooLong } from '../errors';
import { type MessageKind, messageKinds } from '../message-templates';

/** The templates form and the marks, as the server checks them (kept apart: the dashboard ships no zod). */
export const messageTemplatesInputSchema = z.object({
  templates: z.object(
    Object.fromEntries(
      messageKinds.map((k) => [k, z.string().trim().min(1, 'Escreva a mensagem').max(1000, tooLong(1000))]),
    ) as Record<MessageKind, z.ZodString>,
  ),
  address: z.string().trim().max(200, tooLong(200)).default(''),
});
export type MessageTemplatesInput = z.input<typeof messageTemplatesInputSchema>;

export const messageMarkSchema = z.object({
  kind: z.enum(messageKinds),
  subjectId: z.uuid(),
  occasion: z.string().min(1).max(40),
  sent: z.boolean(),
});

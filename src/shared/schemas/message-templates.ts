import { z } from 'zod';
import { tooLong } from '../errors';
import { type MessageKind, messageKinds, templateProblem } from '../message-templates';

/**
 * The templates form and the marks, as the server checks them (kept apart: the dashboard ships no
 * zod). A template using a placeholder it has no value for is refused under its field (issue 29).
 */
export const messageTemplatesInputSchema = z.object({
  templates: z.object(
    Object.fromEntries(
      messageKinds.map((k) => [
        k,
        z
          .string()
          .trim()
          .min(1, 'Escreva a mensagem')
          .max(1000, tooLong(1000))
          .superRefine((body, ctx) => {
            const problem = templateProblem(k, body);
            if (problem) ctx.addIssue({ code: 'custom', message: problem });
          }),
      ]),
    ) as Record<MessageKind, z.ZodString>,
  ),
  address: z.string().trim().max(200, tooLong(200)).default(''),
});
export type MessageTemplatesInput = z.input<typeof messageTemplatesInputSchema>;

const messagePartSchema = z.object({
  kind: z.enum(messageKinds),
  subjectId: z.uuid(),
  occasion: z.string().min(1).max(40),
});

/** The messages that went to a client as one (a day's worth at most), marked sent or not. */
export const messageMarksSchema = z.object({
  parts: z.array(messagePartSchema).min(1).max(500),
  sent: z.boolean(),
});

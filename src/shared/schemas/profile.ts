import { z } from 'zod';
import { planTypes, roles } from '../enums';
import { messages, tooLong } from '../errors';

export const updateProfileSchema = z.object({
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, messages.nameRequired)
    .max(120, tooLong(120)),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const selectPlanSchema = z.discriminatedUnion(
  'planType',
  [
    z.object({ planType: z.literal('basico') }),
    z.object({
      planType: z.literal('estudio'),
      studioName: z
        .string({ error: messages.studioNameRequired })
        .trim()
        .min(1, messages.studioNameRequired)
        .max(120, tooLong(120)),
    }),
  ],
  { error: 'Plano inválido' },
);
export type SelectPlanInput = z.infer<typeof selectPlanSchema>;

/** 'Abrir um estúdio': a Básico artist becomes a studio owner, keeping every record. */
export const openStudioSchema = selectPlanSchema.options[1].pick({ studioName: true });
export type OpenStudioInput = z.infer<typeof openStudioSchema>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  planType: z.enum(planTypes),
});

/** What `GET /api/me` answers: the profile (SPEC §3) and its organization. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles).nullable(),
  planType: z.enum(planTypes).nullable(),
  organizationId: z.string().nullable(),
  createdAt: z.string(),
  organization: organizationSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

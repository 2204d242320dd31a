import { z } from 'zod';
import { tooLong } from '../errors';

/**
 * The health questionnaire (anamnese) a studio keeps per client (issue 15, BRAZIL.md): each
 * question yes/no with a detail, free notes, and the explicit, separate consent to process health
 * data (LGPD art. 11). One contract for the artist's screen, the client's link page and the server.
 */
export const anamnesisQuestions = [
  { key: 'allergies', label: 'Tem alergia (medicamentos, látex, metais, tintas, pomadas)?' },
  { key: 'skin', label: 'Tem alguma doença de pele (psoríase, dermatite, vitiligo…)?' },
  { key: 'diabetes', label: 'Tem diabetes?' },
  { key: 'bleeding', label: 'Tem hemofilia ou usa anticoagulante?' },
  { key: 'pregnancy', label: 'Está grávida ou amamentando?' },
  { key: 'heart', label: 'Tem problema cardíaco ou de pressão?' },
  { key: 'epilepsy', label: 'Tem epilepsia ou já teve convulsões?' },
  { key: 'infections', label: 'Tem hepatite, HIV ou outra doença transmitida pelo sangue?' },
  { key: 'alcohol', label: 'Bebeu álcool nas últimas 24 horas?' },
  { key: 'medicines', label: 'Usa algum medicamento?' },
  { key: 'keloid', label: 'Tem tendência a queloide?' },
] as const;
export type AnamnesisKey = (typeof anamnesisQuestions)[number]['key'];

export const anamnesisMessages = {
  answerRequired: 'Responda sim ou não a todas as perguntas',
  consentRequired: 'Para continuar, autorize o uso destas informações de saúde',
  linkGone: 'Este link já foi usado ou expirou. Peça um novo ao seu tatuador.',
} as const;

const answerSchema = z.object({
  yes: z.boolean({ error: anamnesisMessages.answerRequired }),
  detail: z.string().trim().max(300, tooLong(300)).default(''),
});

export const anamnesisInputSchema = z.object({
  answers: z.object(
    Object.fromEntries(anamnesisQuestions.map((q) => [q.key, answerSchema])) as Record<
      AnamnesisKey,
      typeof answerSchema
    >,
    { error: anamnesisMessages.answerRequired },
  ),
  notes: z.string().trim().max(1000, tooLong(1000)).default(''),
  /** The separate, explicit consent to process health data for the procedure's safety. */
  healthConsent: z.literal(true, { error: anamnesisMessages.consentRequired }),
});
export type AnamnesisInput = z.input<typeof anamnesisInputSchema>;
export type AnamnesisAnswers = z.output<typeof anamnesisInputSchema>['answers'];

export const healthConsentText =
  'Autorizo o uso destas informações de saúde só para a segurança do meu procedimento. Posso retirar esta autorização a qualquer momento.';

export interface Anamnesis {
  id: string;
  answers: AnamnesisAnswers;
  notes: string;
  filledVia: 'aparelho' | 'link';
  createdAt: string;
}

/** What the client's one-time link page shows before answering. */
export interface AnamnesisLinkForm {
  artistName: string;
  clientName: string;
}

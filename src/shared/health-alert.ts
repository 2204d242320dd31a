import type { AnamnesisKey } from './schemas/anamnesis';

/**
 * What the artist must know before the needle (issue 29, "At the chair"): from the client's latest
 * anamnese, each question answered 'sim' with the client's detail, and the client's own notes.
 * Shown on the ficha, the day list and Finalizar — never in a message, notification, feed or log.
 * Kept free of zod: the agenda shows it without loading the schemas.
 */
export interface HealthAlert {
  clientId: string;
  /** The 'sim' answers, in the questionnaire's order (allergies first). */
  flags: { key: AnamnesisKey; detail: string }[];
  /** The client's own notes on that anamnese ('Já desmaiei tirando sangue'). */
  notes: string;
  /** When that anamnese was filled (São Paulo, ISO). */
  filledAt: string;
}

/** Each question in a few words, for a line at the chair (the questionnaire keeps the full ones). */
export const healthFlagLabels: Record<AnamnesisKey, string> = {
  allergies: 'Alergia',
  skin: 'Doença de pele',
  diabetes: 'Diabetes',
  bleeding: 'Hemofilia ou anticoagulante',
  pregnancy: 'Grávida ou amamentando',
  heart: 'Problema cardíaco ou de pressão',
  epilepsy: 'Epilepsia ou convulsões',
  infections: 'Doença transmitida pelo sangue',
  alcohol: 'Bebeu álcool nas últimas 24 h',
  medicines: 'Usa medicamento',
  keloid: 'Tendência a queloide',
};

export interface HealthAlertLine {
  key: AnamnesisKey | 'notes';
  text: string;
}

/** The alert as lines: 'Alergia: látex', 'Diabetes', 'Observações: Já desmaiei tirando sangue'. */
export function healthAlertLines(alert: Pick<HealthAlert, 'flags' | 'notes'>): HealthAlertLine[] {
  const lines: HealthAlertLine[] = alert.flags.map(({ key, detail }) => ({
    key,
    text: detail ? `${healthFlagLabels[key]}: ${detail}` : healthFlagLabels[key],
  }));
  if (alert.notes) lines.push({ key: 'notes', text: `Observações: ${alert.notes}` });
  return lines;
}

import { z } from 'zod';
import { DEFAULT_MEI_CAP_CENTS, type MeiFigures } from '../mei';
import { centsSchema } from './fields';

export const meiMessages = {
  openedMonthInvalid: 'Informe o mês de abertura (mm/aaaa)',
  capInvalid: 'Informe o limite anual em reais',
} as const;

/** 'Sou MEI' in Meu Perfil: the opening month (blank: before this year) and the cap, editable. */
export const meiSettingsInputSchema = z.object({
  enabled: z.boolean(),
  openedMonth: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), {
      error: meiMessages.openedMonthInvalid,
    }),
  /** At least R$ 1,00. */
  capCents: centsSchema(meiMessages.capInvalid).min(100, meiMessages.capInvalid),
  dasReminder: z.boolean().default(true),
});
export type MeiSettingsInput = z.input<typeof meiSettingsInputSchema>;

export interface MeiSettings {
  enabled: boolean;
  openedMonth: string | null;
  capCents: number;
  dasReminder: boolean;
}

export const defaultMeiSettings: MeiSettings = {
  enabled: false,
  openedMonth: null,
  capCents: DEFAULT_MEI_CAP_CENTS,
  dasReminder: true,
};

/** Relatórios' MEI card: the settings and this year's figures (null when not a MEI). */
export interface MeiMeter {
  settings: MeiSettings;
  figures: MeiFigures | null;
}

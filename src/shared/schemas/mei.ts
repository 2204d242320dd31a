import { z } from 'zod';
import { DEFAULT_MEI_CAP_CENTS, type MeiFigures } from '../mei';
import { centsSchema } from './fields';

export const meiMessages = {
  openedMonthInvalid: 'Informe o mês de abertura (mm/aaaa)',
  capInvalid: 'Informe o limite anual em reais',
  priorRevenueInvalid: 'Informe o faturamento em reais, ou deixe em branco',
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
  /**
   * 'Faturamento deste ano antes do Tinta': revenue of this São Paulo year from before the app,
   * counted in this year's meter only. Left out, what is stored stays.
   */
  priorRevenueCents: centsSchema(meiMessages.priorRevenueInvalid).optional(),
});
export type MeiSettingsInput = z.input<typeof meiSettingsInputSchema>;

export interface MeiSettings {
  enabled: boolean;
  openedMonth: string | null;
  capCents: number;
  dasReminder: boolean;
  /** This year's revenue from before the app (0 once the year it was given for is over). */
  priorRevenueCents: number;
}

export const defaultMeiSettings: MeiSettings = {
  enabled: false,
  openedMonth: null,
  capCents: DEFAULT_MEI_CAP_CENTS,
  dasReminder: true,
  priorRevenueCents: 0,
};

/** Where a year's MEI revenue comes from; the meter's `ytdCents` is their sum. */
export interface MeiRevenue {
  /** Payments and deposits of sessions on the day received, refunds subtracted (the money screens'). */
  sessionsCents: number;
  /** Income not tied to a session (`other_incomes`), on its date. */
  otherIncomeCents: number;
  /** 'Faturamento deste ano antes do Tinta'. */
  priorRevenueCents: number;
}

/** Relatórios' MEI card: the settings and this year's figures (null when not a MEI). */
export interface MeiMeter {
  settings: MeiSettings;
  figures: (MeiFigures & { revenue: MeiRevenue }) | null;
}

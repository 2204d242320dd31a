import { z } from 'zod';
import { tooLong } from '../errors';
import { isValidIsoDay } from '../time';
import { optionalText } from './fields';

/**
 * The informed consent (TCLE) a client signs before a procedure (issue 15, BRAZIL.md), the studio's
 * versioned text and its record rules. One contract for the server and the forms.
 */
export const consentMessages = {
  signerNameRequired: 'Informe o nome completo',
  signerDocumentRequired: 'Informe o documento (RG ou CPF)',
  birthDateRequired: 'Informe a data de nascimento',
  signatureRequired: 'Assine no quadro',
  guardianNameRequired: 'Informe o nome do responsável',
  guardianDocumentRequired: 'Informe o documento do responsável',
  guardianSignatureRequired: 'O responsável precisa assinar',
  textTooShort: 'Escreva o texto do termo (pelo menos 40 caracteres)',
  retentionInvalid: 'Informe de 1 a 30 anos',
} as const;

/** A drawn signature as the pad exports it; a few strokes are ~20 KB, the bound keeps requests small. */
export const MAX_SIGNATURE_CHARS = 400_000;
const signatureSchema = (message: string) =>
  z
    .string({ error: message })
    .max(MAX_SIGNATURE_CHARS, message)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { error: message });

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

export const signConsentSchema = z.object({
  /** The session this consent is for (the finalize rule looks for it); none when signed ahead. */
  appointmentId: z.uuid().nullish(),
  /** The version shown; null when the studio never saved one and the default text was shown. */
  textId: z.uuid().nullable(),
  signerName: requiredText(120, consentMessages.signerNameRequired),
  signerDocument: requiredText(30, consentMessages.signerDocumentRequired),
  signerBirthDate: z
    .string({ error: consentMessages.birthDateRequired })
    .refine(isValidIsoDay, { error: consentMessages.birthDateRequired }),
  signature: signatureSchema(consentMessages.signatureRequired),
  guardianName: optionalText(120),
  guardianDocument: optionalText(30),
  guardianSignature: signatureSchema(consentMessages.guardianSignatureRequired).nullish(),
});
export type SignConsentInput = z.input<typeof signConsentSchema>;

export const consentTextInputSchema = z.object({
  body: z.string().trim().min(40, consentMessages.textTooShort).max(20_000, tooLong(20_000)),
});
export type ConsentTextInput = z.input<typeof consentTextInputSchema>;

export const recordSettingsInputSchema = z.object({
  requireConsent: z.boolean(),
  /** A studio's choice: its owner may read the artists' client records (audited). */
  ownerReadsRecords: z.boolean().default(false),
  retentionYears: z
    .number({ error: consentMessages.retentionInvalid })
    .int(consentMessages.retentionInvalid)
    .min(1, consentMessages.retentionInvalid)
    .max(30, consentMessages.retentionInvalid),
});
export type RecordSettingsInput = z.input<typeof recordSettingsInputSchema>;

export interface ConsentText {
  /** Null: the default text, not saved as a version yet (it becomes version 1 when first signed). */
  id: string | null;
  version: number;
  body: string;
  /** SHA-256 of the body (UTF-8), hex. */
  hash: string;
  createdAt: string | null;
}

export interface RecordSettings {
  requireConsent: boolean;
  retentionYears: number;
  ownerReadsRecords: boolean;
  /** A studio's rules (the owner-reads option applies), not a lone artist's. */
  studio: boolean;
  /** The studio owner (or an artist working alone) edits; a studio's artists read. */
  canEdit: boolean;
  text: ConsentText;
}

/**
 * Finalizar's consent rule for one session (issue 29): whether a TCLE is signed for it, and whether
 * the studio's 'Exigir o termo assinado para finalizar' is on (then Finalizar is refused without it).
 */
export interface AppointmentConsentStatus {
  signed: boolean;
  required: boolean;
}

export interface ConsentSummary {
  id: string;
  signedAt: string;
  version: number;
  textHash: string;
  signerName: string;
  minor: boolean;
  appointmentId: string | null;
  appointmentTitle: string | null;
  appointmentStart: string | null;
}

export interface ConsentDetail extends ConsentSummary {
  body: string;
  signerDocument: string;
  signerBirthDate: string;
  guardianName: string | null;
  guardianDocument: string | null;
  signature: string;
  guardianSignature: string | null;
  ip: string;
  userAgent: string;
}

export const defaultConsentText = `TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO

Declaro que:

1. Recebi explicações claras sobre o procedimento de tatuagem: ele é feito com agulhas estéreis e descartáveis, introduz pigmento na pele e tem caráter permanente. A remoção, quando possível, exige outros procedimentos, com custo e resultado que não dependem deste estúdio.

2. Fui informado(a) dos riscos, como dor, inchaço, vermelhidão, sangramento leve, reação alérgica aos pigmentos, infecção e alterações na cicatrização (como queloide), e de que o resultado depende também dos cuidados após a sessão.

3. Respondi com verdade à ficha de saúde (anamnese) e não omiti doenças, alergias, uso de medicamentos, gravidez ou consumo de álcool ou drogas nas últimas 24 horas.

4. Recebi as orientações de cuidados pós-procedimento e me comprometo a segui-las, procurando o estúdio ou um médico em caso de reação.

5. Conferi e aprovei o desenho, o tamanho e o local do corpo antes do início.

6. Autorizo o estúdio a guardar este termo, a ficha de saúde e o registro da sessão pelo prazo exigido pelas normas sanitárias, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).

Para menores de 18 anos: o responsável legal abaixo autoriza o procedimento e assina junto.`;

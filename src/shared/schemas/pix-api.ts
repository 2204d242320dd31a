import { z } from 'zod';
import { tooLong } from '../errors';

/**
 * 'Conectar API Pix' (issue 28): the artist's bank account, reached through the Banco Central's
 * API Pix. One contract for the form and the server; the texts are what the form shows next to
 * each field (the bank's own refusals are error codes: shared/errors.ts, PIX_API_*).
 */
export const pixApiMessages = {
  baseUrlInvalid: 'Informe o endereço da API Pix do seu banco, começando com https://',
  tokenUrlInvalid: 'Informe o endereço de token do banco, começando com https://',
  clientIdRequired: 'Informe o Client ID que o banco forneceu',
  clientSecretRequired: 'Informe o Client Secret que o banco forneceu',
  certificateRequired: 'Envie o certificado que o banco forneceu (.p12) ou o certificado e a chave (PEM)',
  certificatePemInvalid: 'Cole o certificado (BEGIN CERTIFICATE) e a chave privada (BEGIN PRIVATE KEY)',
  pixKeyRequired: 'Informe a chave Pix da conta conectada',
  connected: 'API Pix conectada!',
  tested: 'Conexão com o banco funcionando.',
  disconnected: 'API Pix desconectada.',
  forStudioOn: 'Os sinais dos tatuadores do estúdio passam a ser cobrados por esta conta.',
  forStudioOff: 'Cada tatuador volta a receber os sinais como antes (pela própria conta, se conectada).',
} as const;

const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(300, tooLong(300))
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' && !url.username && !url.password && !url.search && !url.hash;
      } catch {
        return false;
      }
    }, message);

/** A .p12 is at most a few KB; 64 KB of base64 is plenty and bounds what a request may carry. */
const P12_MAX_BASE64 = 64_000;
const PEM_MAX = 16_000;

export const pixApiCertificateSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('p12'),
      p12: z
        .string({ error: pixApiMessages.certificateRequired })
        .min(1, pixApiMessages.certificateRequired)
        .max(P12_MAX_BASE64, pixApiMessages.certificateRequired)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, pixApiMessages.certificateRequired),
      passphrase: z.string().max(200, tooLong(200)).optional(),
    }),
    z.object({
      kind: z.literal('pem'),
      cert: z
        .string({ error: pixApiMessages.certificatePemInvalid })
        .max(PEM_MAX, pixApiMessages.certificatePemInvalid)
        .includes('BEGIN CERTIFICATE', { message: pixApiMessages.certificatePemInvalid }),
      key: z
        .string({ error: pixApiMessages.certificatePemInvalid })
        .max(PEM_MAX, pixApiMessages.certificatePemInvalid)
        .includes('PRIVATE KEY', { message: pixApiMessages.certificatePemInvalid }),
    }),
  ],
  { error: pixApiMessages.certificateRequired },
);
export type PixApiCertificate = z.infer<typeof pixApiCertificateSchema>;

export const connectPixApiSchema = z.object({
  baseUrl: httpsUrl(pixApiMessages.baseUrlInvalid),
  tokenUrl: z.union([z.literal(''), httpsUrl(pixApiMessages.tokenUrlInvalid)]).optional(),
  clientId: z
    .string({ error: pixApiMessages.clientIdRequired })
    .trim()
    .min(1, pixApiMessages.clientIdRequired)
    .max(200, tooLong(200)),
  clientSecret: z
    .string({ error: pixApiMessages.clientSecretRequired })
    .min(1, pixApiMessages.clientSecretRequired)
    .max(500, tooLong(500)),
  certificate: pixApiCertificateSchema,
  // The API Pix's own limit for a key (Chave: 77 characters).
  pixKey: z
    .string({ error: pixApiMessages.pixKeyRequired })
    .trim()
    .min(1, pixApiMessages.pixKeyRequired)
    .max(77, tooLong(77)),
});
export type ConnectPixApiInput = z.infer<typeof connectPixApiSchema>;

/** What the screen shows of a connection: never a secret, a certificate or a key. */
export interface PixApiConnection {
  connected: boolean;
  baseUrl?: string;
  tokenUrl?: string | null;
  clientId?: string;
  pixKey?: string;
  /** When the bank last answered a token and the webhook (connect or 'Testar conexão'). */
  verifiedAt?: string;
  /** This bank also charges the deposits of the studio's artists who have none of their own. */
  forStudio?: boolean;
  /** The person owns a studio: the bank may be offered to its artists. */
  studioOwner: boolean;
  /** No bank of their own, but the studio's charges their deposits: the studio's name. */
  throughStudio: string | null;
}

/** 'Usar para os sinais dos tatuadores do estúdio' (a studio owner's connected bank). */
export const pixApiForStudioSchema = z.object({ forStudio: z.boolean() });
export type PixApiForStudioInput = z.infer<typeof pixApiForStudioSchema>;

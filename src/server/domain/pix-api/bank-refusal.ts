import { errorCatalog } from '../../../shared/errors';
import { PixApiError, type PixApiFailure } from '../../pix-api/pix-api-client';
import { SealedSecretUnreadable } from '../../secrets/sealed-box';
import { DomainError } from '../errors';

const codes = {
  unreachable: 'PIX_API_UNREACHABLE',
  certificate: 'PIX_API_CERTIFICATE',
  credentials: 'PIX_API_CREDENTIALS',
  refused: 'PIX_API_REFUSED',
  unavailable: 'PIX_API_UNAVAILABLE',
  'invalid-answer': 'PIX_API_INVALID_ANSWER',
} as const satisfies Record<PixApiFailure, string>;

/** Which field of 'Conectar API Pix' each refusal is about (the form shows it there). */
const fieldOf: Partial<Record<PixApiFailure, string>> = {
  unreachable: 'baseUrl',
  certificate: 'certificate',
  credentials: 'clientSecret',
  'invalid-answer': 'baseUrl',
};

/**
 * The bank said no, or could not be reached: the artist's words for it, next to the right field.
 * (And stored secrets this server can no longer open: connect again.)
 */
export function bankRefusal(err: unknown): never {
  if (err instanceof SealedSecretUnreadable) throw new DomainError('PIX_API_RECONNECT', undefined, err);
  if (!(err instanceof PixApiError)) throw err;
  const code = codes[err.failure];
  const field = fieldOf[err.failure];
  throw new DomainError(code, field ? { [field]: errorCatalog[code].message } : undefined, err);
}

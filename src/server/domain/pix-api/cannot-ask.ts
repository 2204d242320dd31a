import { PixApiError } from '../../pix-api/pix-api-client';

/**
 * A failure every call to this bank would meet in this round, whatever it asks (down, unreachable,
 * our certificate or credentials refused, secrets that cannot be opened): the round asks it nothing
 * more, and leaves the rest for the next one.
 */
export const cannotAsk = (err: unknown) =>
  !(err instanceof PixApiError) ||
  err.failure === 'unavailable' ||
  err.failure === 'unreachable' ||
  err.failure === 'certificate' ||
  err.failure === 'credentials';

import type { ErrorCode } from '../../shared/errors';

/** A rule said no (or a step failed). The HTTP layer turns `code` into a status and SPEC's pt-BR text. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    cause?: unknown,
  ) {
    super(code, { cause });
    this.name = 'DomainError';
  }
}

/** Runs `work`; an unexpected failure becomes `code` (keeping the cause for the log). */
export async function failAs<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError(code, undefined, err);
  }
}

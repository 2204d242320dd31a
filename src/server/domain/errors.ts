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

/** SQLSTATE raised by the database when a write touches a paid settlement's payments (migration 0031). */
const SETTLEMENT_CLOSED_SQLSTATE = 'TI001';

/** Whether `err` (or an error it wraps) is the database refusing a change inside a paid settlement. */
export function isSettlementClosed(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === SETTLEMENT_CLOSED_SQLSTATE) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `work`; an unexpected failure becomes `code` (keeping the cause for the log). A write the
 * database refused because a paid settlement holds the payment becomes SETTLEMENT_CLOSED, whatever
 * the operation (Financeiro, Finalizar, its undo, deleting a session).
 */
export async function failAs<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError) throw err;
    if (isSettlementClosed(err)) throw new DomainError('SETTLEMENT_CLOSED', undefined, err);
    throw new DomainError(code, undefined, err);
  }
}

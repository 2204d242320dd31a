/**
 * What of an error may reach the log: its kind, message and stack, and for a failed query the SQL
 * text and Postgres' code, never the parameters (people's names, notes, tokens, health answers).
 * Drizzle's own message repeats the parameters, so the driver's message stands in for it.
 */
export function loggable(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: 'non-error thrown' };
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') {
    const cause = error.cause as { message?: string; code?: string } | undefined;
    return { type: error.name, query, code: cause?.code, message: cause?.message ?? 'query failed' };
  }
  return {
    type: error.name,
    message: error.message,
    code: (error as { code?: unknown }).code,
    stack: error.stack,
  };
}

/** The one-line form of `loggable` for the jobs' plain-text log. */
export function safeErrorMessage(error: unknown): string {
  const e = loggable(error);
  return e.code ? `${e.message} (${e.code})` : String(e.message);
}

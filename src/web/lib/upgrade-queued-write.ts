/**
 * Writes queued offline by an app version before issue 25 sent the agreed value in reais
 * (`agreedValue: 350.5`); the server now takes integer cents (`agreedValueCents: 35050`) and would
 * drop the unknown field, saving R$ 0,00. Such a body is rewritten each time it is sent (the kept
 * copy is left alone); a body in today's shape, or any other write, goes as it was kept.
 */
export function upgradeQueuedBody(write: { method: string; path: string; body?: unknown }): unknown {
  const { body } = write;
  if (!isAppointmentSave(write) || !isPlainObject(body) || !('agreedValue' in body)) return body;
  const { agreedValue, ...rest } = body;
  if ('agreedValueCents' in rest || typeof agreedValue !== 'number' || !Number.isFinite(agreedValue))
    return body;
  // The old server's own rounding (amount × 100, rounded, without float drift: 19.99 → 1999).
  return { ...rest, agreedValueCents: Math.round(Number((agreedValue * 100).toFixed(6))) };
}

/** Creating (POST /api/appointments) or editing (PUT /api/appointments/{id}) an appointment. */
const isAppointmentSave = (write: { method: string; path: string }) =>
  (write.method === 'POST' && write.path === '/api/appointments') ||
  (write.method === 'PUT' && /^\/api\/appointments\/[^/]+$/.test(write.path));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

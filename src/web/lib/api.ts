import type { ApiErrorBody } from '../../shared/errors';

/** An answer the server gave with an error status; `message` is already the pt-BR text to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

const OFFLINE = 'Sem conexão. Verifique sua internet e tente novamente.';

/** JSON over fetch with the session cookie. Every error becomes an ApiError carrying SPEC text. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      // A phone on a dead connection can hang a request for minutes: the offline queue gives up
      // sooner and replays it (safely: its creates carry their own id).
      signal: init.timeoutMs ? AbortSignal.timeout(init.timeoutMs) : undefined,
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ApiError(0, { code: timedOut ? 'TIMEOUT' : 'OFFLINE', message: OFFLINE });
  }
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const body = (data as ApiErrorBody | null) ?? {
      code: 'HTTP',
      message: 'Erro inesperado. Tente novamente.',
    };
    throw new ApiError(res.status, body);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError ? err.message : fallback;

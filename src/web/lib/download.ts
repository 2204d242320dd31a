import type { ApiErrorBody } from '../../shared/errors';
import { ApiError } from './api';

const OFFLINE = 'Sem conexão. Verifique sua internet e tente novamente.';

/**
 * Saves a file the API answers (a record's PDF, an export) under the server's file name. Fetched
 * first, so a refusal or a lost connection is said in words instead of being saved as the file.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, { code: 'OFFLINE', message: OFFLINE });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(res.status, body ?? { code: 'HTTP', message: 'Erro inesperado. Tente novamente.' });
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

import { type PixApiClient, PixApiError } from '../../pix-api/pix-api-client';

const path = (pixKey: string) => `/webhook/${encodeURIComponent(pixKey)}`;

/** `PUT /webhook/{chave}`, then read it back: the bank must now call `url`. */
export async function registerWebhook(client: PixApiClient, pixKey: string, url: string): Promise<void> {
  const put = await client.call('PUT', path(pixKey), { webhookUrl: url });
  if (put.status < 200 || put.status > 204) throw new PixApiError('refused', put.status, put.body);
  const read = await readWebhook(client, pixKey);
  if (read !== url) throw new PixApiError('invalid-answer', 200);
}

/** `GET /webhook/{chave}`: the address the bank calls for this key, or undefined when none. */
export async function readWebhook(client: PixApiClient, pixKey: string): Promise<string | undefined> {
  const answer = await client.call<{ webhookUrl?: unknown }>('GET', path(pixKey));
  if (answer.status === 404) return undefined;
  if (answer.status !== 200 || typeof answer.body?.webhookUrl !== 'string') {
    throw new PixApiError('invalid-answer', answer.status);
  }
  return answer.body.webhookUrl;
}

/** `DELETE /webhook/{chave}`: the bank stops calling us for this key. */
export async function removeWebhook(client: PixApiClient, pixKey: string): Promise<void> {
  await client.call('DELETE', path(pixKey));
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from './test-server';

export interface UploadFile {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A multipart body as a browser's FormData sends it: the form as `data`, files as `images`. */
export function bookingMultipart(data: unknown, files: UploadFile[] = []) {
  const boundary = `----tinta${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`,
    ),
  ];
  for (const [i, f] of files.entries())
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name ?? `ref${i}.jpg`}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A signed-out client sends the booking form of `/agendar/{slug}` from address `ip`. */
export async function sendBookingRequest(
  app: FastifyInstance,
  slug: string,
  data: unknown,
  files: UploadFile[],
  ip: string,
) {
  const { payload, contentType } = bookingMultipart(data, files);
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/booking/${slug}/requests`,
    remoteAddress: ip,
    headers: { 'content-type': contentType, origin: TEST_ORIGIN },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { token: string; message: string; fields?: Record<string, string> },
  };
}

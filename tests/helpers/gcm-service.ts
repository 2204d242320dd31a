import { createServer } from 'node:http';

/**
 * A loopback stand-in for the Google push service Chromium registers with (there is no network
 * here). Chromium is pointed at it with its own `--gcm-checkin-url` / `--gcm-registration-url`
 * switches; everything else in a subscription — the P-256 keys, the auth secret, the service
 * worker registration, the permission check — is Chromium's real code.
 *
 * Check-in answers an AndroidCheckinResponse (protobuf): stats_ok (field 1) plus the device's
 * android_id (7) and security_token (8), both fixed64. Registration answers `token=…`, which
 * becomes the last path segment of the subscription's endpoint; deletion answers `deleted=…`.
 */
export async function startGcmStandIn() {
  const registrations: Record<string, string>[] = [];
  const deletions: Record<string, string>[] = [];
  let issued = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/checkin') {
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(checkinResponse());
        return;
      }
      if (req.url === '/register') {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
        if (form.delete === 'true') {
          deletions.push(form);
          res.writeHead(200).end(`deleted=${form.app}&token=${form.app}`);
          return;
        }
        const token = `tinta-e2e-${++issued}`;
        registrations.push({ ...form, token });
        res.writeHead(200).end(`token=${token}`);
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    /** Chromium switches that send its push registration here instead of to Google. */
    chromiumArgs: [`--gcm-checkin-url=${base}/checkin`, `--gcm-registration-url=${base}/register`],
    /** Registrations that carried a VAPID key: the web push subscriptions (not GCM's own device one). */
    webPushRegistrations: () => registrations.filter((r) => r['X-subtype']?.startsWith('wp:')),
    deletions,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

function checkinResponse(): Buffer {
  const fixed64 = (tag: number, value: bigint) => {
    const bytes = Buffer.alloc(9);
    bytes[0] = tag;
    bytes.writeBigUInt64LE(value, 1);
    return bytes;
  };
  return Buffer.concat([
    Buffer.from([0x08, 0x01]), // stats_ok = true
    fixed64(0x39, 4_204_242_424_242n), // android_id
    fixed64(0x41, 7_777_777_777_777n), // security_token
  ]);
}

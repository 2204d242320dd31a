import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A certificate authority made by the test, as a PSP's mutual TLS needs: it signs the PSP double's
 * server certificate (for localhost / 127.0.0.1) and the client certificate the artist would
 * download from their bank — as PEM + key and as a .p12 bundle, the two forms banks hand out.
 * Made with the openssl command line (Debian's), nothing checked in.
 */
export interface TestCa {
  /** Where its files are: `loadTestCa(dir)` reads the same CA in another process. */
  dir: string;
  ca: string;
  /** The CA's PEM file: what TINTA_TEST_PIX_API_CA names for a server process. */
  caFile: string;
  server: { cert: string; key: string };
  client: { cert: string; key: string; p12: Buffer; p12Passphrase: string };
  /** A client certificate from another CA: the PSP must refuse the connection. */
  stranger: { cert: string; key: string };
}

const P12_PASSPHRASE = 'senha-do-certificado';

export function makeTestCa(): TestCa {
  const dir = mkdtempSync(join(tmpdir(), 'tinta-psp-ca-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const authority = (name: string) => {
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${name}`,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.crt`,
    );
  };
  const signed = (name: string, by: string, subject: string, ext: string) => {
    writeFileSync(at(`${name}.ext`), ext);
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      subject,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.csr`,
    );
    openssl(
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      `${by}.crt`,
      '-CAkey',
      `${by}.key`,
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      `${name}.ext`,
      '-out',
      `${name}.crt`,
    );
  };
  authority('test-ca');
  authority('stranger-ca');
  signed(
    'server',
    'test-ca',
    '/CN=localhost',
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n',
  );
  signed('client', 'test-ca', '/CN=Tinta Tatuadora Teste', 'extendedKeyUsage=clientAuth\n');
  signed('stranger', 'stranger-ca', '/CN=Intruso', 'extendedKeyUsage=clientAuth\n');
  openssl(
    'pkcs12',
    '-export',
    '-in',
    'client.crt',
    '-inkey',
    'client.key',
    '-out',
    'client.p12',
    '-passout',
    `pass:${P12_PASSPHRASE}`,
  );
  return loadTestCa(dir);
}

/** A CA `makeTestCa` made, read from its folder (a spec reading the one its server was started with). */
export function loadTestCa(dir: string): TestCa {
  const at = (name: string) => join(dir, name);
  const read = (name: string) => readFileSync(at(name), 'utf8');
  return {
    dir,
    ca: read('test-ca.crt'),
    caFile: at('test-ca.crt'),
    server: { cert: read('server.crt'), key: read('server.key') },
    client: {
      cert: read('client.crt'),
      key: read('client.key'),
      p12: readFileSync(at('client.p12')),
      p12Passphrase: P12_PASSPHRASE,
    },
    stranger: { cert: read('stranger.crt'), key: read('stranger.key') },
  };
}

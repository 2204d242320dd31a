import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Request as SpecRequest } from 'openapi-backend';
import type { TestCa } from './test-ca';

/**
 * A PSP's API Pix for the tests: mutual TLS with the test's CA, OAuth 2.0 client credentials with
 * tokens that expire, and the charges, webhooks and received Pix a bank keeps. Every request it
 * gets and every answer it gives is checked against our OpenAPI description of the standard
 * (`api-pix.yaml`, written from the Banco Central's `openapi.yaml`, API Pix 2.8.1) by an OpenAPI
 * validator: a request that breaks the standard is answered 400 as a PSP would, and every breach —
 * ours or the double's own — is kept in `violations`, which each test expects empty.
 */
export interface PspDouble {
  /** The API base (paths hang under /v2, as most PSPs publish them). */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  violations: string[];
  /** Every call, in order (method and path), for tests that count what reached the bank. */
  calls: string[];
  webhooks: Map<string, { webhookUrl: string; criacao: string }>;
  /** Refunds asked for, by the Pix's end-to-end id. */
  refunds: Map<string, Map<string, Record<string, unknown>>>;
  /**
   * The most Pix `GET /pix` puts in one page, whatever the caller asks (a PSP may page more
   * finely than asked; undefined: as asked).
   */
  maxPageSize: number | undefined;
  /**
   * The payer's bank settles the refund `id` of the Pix `endToEndId`: returned (DEVOLVIDO) or not
   * (NAO_REALIZADO, with the PSP's `motivo`). `GET /pix/{e2eid}/devolucao/{id}` says so from now
   * on, and the notification the PSP would POST to the webhook (+ `/pix`: the Pix with its
   * `devolucoes`) is returned — checked against the standard — for the test to deliver or lose.
   */
  settleRefund(
    endToEndId: string,
    id: string,
    status: 'DEVOLVIDO' | 'NAO_REALIZADO',
    motivo?: string,
  ): { notification: { pix: unknown[] } };
  charges: Map<string, Record<string, unknown>>;
  /** Ends every token issued so far (the next call must fetch a new one). */
  expireTokens(): void;
  /** While true, every API call (not the token) is answered 503 ServicoIndisponivel. */
  outage: boolean;
  /**
   * A payer pays `valor` ('150.00') to the charge `txid`: the Pix is on the charge from now on
   * (`GET /cob`), and the notification the PSP would POST to the registered webhook (+ `/pix`) is
   * returned — checked against the standard — for the test to deliver (or lose, or repeat).
   */
  pay(txid: string, valor: string, at?: Date): { endToEndId: string; notification: { pix: unknown[] } };
  /**
   * The PSP POSTs `notification` to the webhook registered for `chave` (its address + `/pix`) over
   * real HTTP, as a bank does — and again, `retryMs` later, while the answer is not a 2xx (or there
   * was none), up to `attempts` times in all. Answers each attempt's status (0: no answer).
   * `connectTo` (an origin, like curl's --connect-to): where the address's host is reached — a
   * test's proxy in front of servers whose PUBLIC_URL names another port.
   */
  deliver(
    chave: string,
    notification: unknown,
    options?: { attempts?: number; retryMs?: number; connectTo?: string },
  ): Promise<number[]>;
  close(): Promise<void>;
}

const SPEC = join(import.meta.dirname, 'api-pix.yaml');
/** The receiving account holder's CNPJ, as the PSP knows it (a made-up one). */
const RECEIVER_CNPJ = '12345678000195';

/**
 * The copia e cola a PSP hands out for a charge: a dynamic BR Code (EMV MPM, point of initiation
 * 12) whose account field carries the charge's location, not the key — the payer's bank fetches
 * the charge there. Written here as a PSP would, independently of the app's own static-code builder.
 */
export function dynamicBrCode(location: string): string {
  const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('25', location)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('58', 'BR') +
    tlv('59', 'TATUADORA TESTE') +
    tlv('60', 'SAO PAULO') +
    tlv('62', tlv('05', '***')) +
    '6304';
  let crc = 0xffff;
  for (const byte of Buffer.from(body, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return body + crc.toString(16).toUpperCase().padStart(4, '0');
}

export async function startPspDouble(
  ca: TestCa,
  options: { tokenSeconds?: number } = {},
): Promise<PspDouble> {
  const spec = new OpenAPIBackend({
    definition: SPEC,
    strict: true,
    quick: false,
    validate: true,
    // date-time, uri…: the formats the standard's fields are checked by, not ignored.
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await spec.init();
  const tokenOperation = spec.matchOperation({ method: 'post', path: '/oauth/token', headers: {} });
  if (!tokenOperation) throw new Error('api-pix.yaml: no POST /oauth/token');
  const receiverOperation = spec.matchOperation({
    method: 'post',
    path: '/webhook-receiver/pix',
    headers: {},
  });
  if (!receiverOperation) throw new Error('api-pix.yaml: no POST /webhook-receiver/pix');
  const clientId = `tinta-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(18).toString('base64url');
  const tokens = new Map<string, number>();
  const violations: string[] = [];
  const calls: string[] = [];
  const webhooks = new Map<string, { webhookUrl: string; criacao: string }>();
  const charges = new Map<string, Record<string, unknown>>();
  /** The Pix received for each charge, as `GET /cob` lists them. */
  const paid = new Map<string, Record<string, unknown>[]>();
  /** Refunds asked for, by the Pix's end-to-end id and then the caller's refund id. */
  const refunds = new Map<string, Map<string, Record<string, unknown>>>();
  // Filled in once the server listens; the handler reads `outage` and `maxPageSize` from it.
  const double = { outage: false, maxPageSize: undefined } as PspDouble;
  const cents = (v: unknown) => Math.round(Number(v) * 100);
  /** A received Pix as the PSP shows it: with the refunds asked of it, if any. */
  const shown = (pix: Record<string, unknown>) => {
    const asked = [...(refunds.get(pix.endToEndId as string)?.values() ?? [])];
    return asked.length > 0 ? { ...pix, devolucoes: asked } : pix;
  };
  const received = () => [...paid.values()].flat();
  const checkNotification = (notification: { pix: unknown[] }) => {
    const checked = spec.validateRequest(
      {
        method: 'post',
        path: '/webhook-receiver/pix',
        headers: { 'content-type': 'application/json' },
        body: notification,
      },
      receiverOperation,
    );
    if (!checked.valid) violations.push(`notification: ${JSON.stringify(checked.errors)}`);
  };

  const problem = (status: number, title: string, detail: string) => ({
    type: `https://pix.bcb.gov.br/api/v2/error/${title}`,
    title,
    status,
    detail,
  });

  /** The PSP's own logic for one operation; answers `[status, body]`. */
  const handle = (operation: string, req: SpecRequest, params: Record<string, string>): [number, unknown] => {
    const body = req.body as Record<string, any> | undefined;
    const nowIso = new Date().toISOString();
    switch (operation) {
      case 'put /webhook/{chave}': {
        webhooks.set(params.chave!, { webhookUrl: body!.webhookUrl, criacao: nowIso });
        return [200, undefined];
      }
      case 'get /webhook/{chave}': {
        const hook = webhooks.get(params.chave!);
        if (!hook)
          return [
            404,
            problem(404, 'WebhookNaoEncontrado', 'Webhook não encontrado para a chave informada.'),
          ];
        return [
          200,
          { webhookUrl: hook.webhookUrl, chave: params.chave, criacao: hook.criacao, cnpj: RECEIVER_CNPJ },
        ];
      }
      case 'delete /webhook/{chave}': {
        webhooks.delete(params.chave!);
        return [204, undefined];
      }
      case 'put /cob/{txid}': {
        if (charges.has(params.txid!))
          return [400, problem(400, 'CobOperacaoInvalida', 'O campo cob.txid encontra-se em uso.')];
        const charge = {
          txid: params.txid,
          revisao: 0,
          status: 'ATIVA',
          calendario: { criacao: nowIso, expiracao: body!.calendario?.expiracao ?? 86400 },
          loc: {
            id: charges.size + 1,
            location: `pix.example.com/qr/v2/${randomUUID()}`,
            tipoCob: 'cob',
            criacao: nowIso,
          },
          valor: body!.valor,
          chave: body!.chave,
          ...(body!.solicitacaoPagador ? { solicitacaoPagador: body!.solicitacaoPagador } : {}),
        };
        charges.set(params.txid!, {
          ...charge,
          loc: { ...charge.loc, txid: params.txid },
          location: charge.loc.location,
          pixCopiaECola: dynamicBrCode(charge.loc.location),
        });
        return [201, charges.get(params.txid!)];
      }
      case 'patch /cob/{txid}': {
        const charge = charges.get(params.txid!);
        if (!charge) return [404, problem(404, 'NaoEncontrado', 'Cobrança não encontrada.')];
        if (charge.status !== 'ATIVA')
          return [400, problem(400, 'CobOperacaoInvalida', 'A cobrança não está ativa.')];
        const revised = {
          ...charge,
          ...(body!.status ? { status: body!.status } : {}),
          revisao: (charge.revisao as number) + 1,
        };
        charges.set(params.txid!, revised);
        return [200, revised];
      }
      case 'get /cob/{txid}': {
        const charge = charges.get(params.txid!);
        if (!charge) return [404, problem(404, 'NaoEncontrado', 'Cobrança não encontrada.')];
        const pix = paid.get(params.txid!);
        return [200, pix ? { ...charge, pix: pix.map(shown) } : charge];
      }
      case 'get /pix': {
        // The Pix received in [inicio, fim] (by horario), filtered, oldest first, one page of them.
        const query = req.query as Record<string, string>;
        const from = Date.parse(query.inicio!);
        const to = Date.parse(query.fim!);
        if (to < from)
          return [400, problem(400, 'ConsultaInvalida', 'O parâmetro fim é anterior ao parâmetro inicio.')];
        const flag = (name: string) =>
          query[name] === undefined ? undefined : String(query[name]) === 'true';
        const withTxid = flag('txIdPresente');
        const withRefund = flag('devolucaoPresente');
        const matching = received()
          .map(shown)
          .filter((p) => {
            const at = Date.parse(p.horario as string);
            if (at < from || at > to) return false;
            if (query.txid !== undefined && p.txid !== query.txid) return false;
            if (withTxid !== undefined && (p.txid !== undefined) !== withTxid) return false;
            if (withRefund !== undefined && 'devolucoes' in p !== withRefund) return false;
            // No payer's CPF or CNPJ is kept here: a filter by one matches nothing.
            return query.cpf === undefined && query.cnpj === undefined;
          })
          .sort((a, b) => Date.parse(a.horario as string) - Date.parse(b.horario as string));
        const asked = Number(query['paginacao.itensPorPagina'] ?? 100);
        const size = Math.min(asked, double.maxPageSize ?? asked);
        const page = Number(query['paginacao.paginaAtual'] ?? 0);
        const parametros = {
          inicio: query.inicio,
          fim: query.fim,
          ...(query.txid !== undefined ? { txid: query.txid } : {}),
          ...(withTxid !== undefined ? { txIdPresente: withTxid } : {}),
          ...(withRefund !== undefined ? { devolucaoPresente: withRefund } : {}),
          paginacao: {
            paginaAtual: page,
            itensPorPagina: size,
            quantidadeDePaginas: Math.max(1, Math.ceil(matching.length / size)),
            quantidadeTotalDeItens: matching.length,
          },
        };
        return [200, { parametros, pix: matching.slice(page * size, (page + 1) * size) }];
      }
      case 'get /pix/{e2eid}': {
        const pix = received().find((p) => p.endToEndId === params.e2eid);
        if (!pix) return [404, problem(404, 'NaoEncontrado', 'Pix não encontrado.')];
        return [200, shown(pix)];
      }
      case 'get /pix/{e2eid}/devolucao/{id}': {
        const refund = refunds.get(params.e2eid!)?.get(params.id!);
        if (!refund) return [404, problem(404, 'NaoEncontrado', 'Devolução não encontrada.')];
        return [200, refund];
      }
      case 'put /pix/{e2eid}/devolucao/{id}': {
        const pix = received().find((p) => p.endToEndId === params.e2eid);
        if (!pix) return [404, problem(404, 'NaoEncontrado', 'Pix não encontrado.')];
        const byId = refunds.get(params.e2eid!) ?? new Map<string, Record<string, unknown>>();
        refunds.set(params.e2eid!, byId);
        const asked = body!.valor as string;
        const earlier = byId.get(params.id!);
        // The same id and amount again: the same refund, nothing more (the standard's rule).
        if (earlier) {
          if (earlier.valor !== asked)
            return [400, problem(400, 'PixDevolucaoInvalida', 'Id de devolução já usado com outro valor.')];
          return [201, earlier];
        }
        // A refund that was not completed gave nothing back: its amount can be asked again.
        const returned = [...byId.values()]
          .filter((r) => r.status !== 'NAO_REALIZADO')
          .reduce((sum, r) => sum + cents(r.valor), 0);
        if (returned + cents(asked) > cents(pix.valor))
          return [400, problem(400, 'PixDevolucaoInvalida', 'Valor maior que o disponível para devolução.')];
        const refund = {
          id: params.id,
          rtrId: `D12345678${nowIso.replace(/\D/g, '').slice(0, 12)}${randomBytes(8).toString('hex').slice(0, 11)}`,
          valor: asked,
          horario: { solicitacao: nowIso },
          status: 'EM_PROCESSAMENTO',
        };
        byId.set(params.id!, refund);
        return [201, refund];
      }
      default:
        return [404, problem(404, 'NaoEncontrado', 'Recurso não implementado por este PSP.')];
    }
  };

  const server: Server = createServer(
    { key: ca.server.key, cert: ca.server.cert, ca: ca.ca, requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'https://psp.test');
        const raw = Buffer.concat(chunks).toString('utf8');
        calls.push(`${req.method} ${url.pathname}`);
        const reply = (status: number, payload: unknown, type = 'application/json') => {
          res.writeHead(status, payload === undefined ? {} : { 'content-type': type });
          res.end(payload === undefined ? undefined : JSON.stringify(payload));
        };

        if (url.pathname === '/oauth/token') {
          const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
          const [id, secret] = Buffer.from(encoded ?? '', 'base64')
            .toString('utf8')
            .split(':');
          const form = new URLSearchParams(raw);
          const tokenRequest: SpecRequest = {
            method: 'post',
            path: '/oauth/token',
            headers: req.headers as Record<string, string>,
            body: Object.fromEntries(form),
          };
          const checked = spec.validateRequest(tokenRequest, tokenOperation);
          if (!checked.valid) violations.push(`POST /oauth/token: ${JSON.stringify(checked.errors)}`);
          if (scheme !== 'Basic' || id !== clientId || secret !== clientSecret)
            return reply(401, { error: 'invalid_client' });
          const token = randomBytes(24).toString('base64url');
          const seconds = options.tokenSeconds ?? 3600;
          tokens.set(token, Date.now() + seconds * 1000);
          const answer = {
            access_token: token,
            token_type: 'Bearer',
            expires_in: seconds,
            scope: 'cob.write cob.read pix.read pix.write webhook.read webhook.write',
          };
          const out = spec.validateResponse(answer, tokenOperation, 200);
          if (!out.valid) violations.push(`token answer: ${JSON.stringify(out.errors)}`);
          return reply(200, answer);
        }

        if (!url.pathname.startsWith('/v2/'))
          return reply(404, problem(404, 'NaoEncontrado', 'Caminho desconhecido.'));
        if (double.outage)
          return reply(
            503,
            problem(503, 'ServicoIndisponivel', 'Serviço em manutenção.'),
            'application/problem+json',
          );
        const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!(tokens.get(bearer)! > Date.now()))
          return reply(401, problem(401, 'AcessoNegado', 'Token ausente ou expirado.'));

        let body: unknown;
        if (raw) {
          try {
            body = JSON.parse(raw);
          } catch {
            violations.push(`${req.method} ${url.pathname}: body is not JSON`);
            return reply(
              400,
              problem(400, 'RequisicaoInvalida', 'Corpo inválido.'),
              'application/problem+json',
            );
          }
        }
        const specRequest: SpecRequest = {
          method: (req.method ?? 'GET').toLowerCase(),
          path: url.pathname.slice('/v2'.length),
          headers: req.headers as Record<string, string>,
          query: Object.fromEntries(url.searchParams),
          body,
        };
        const operation = spec.matchOperation(specRequest);
        if (!operation) {
          violations.push(`${req.method} ${url.pathname}: not an API Pix operation`);
          return reply(
            404,
            problem(404, 'NaoEncontrado', 'Operação desconhecida.'),
            'application/problem+json',
          );
        }
        const checked = spec.validateRequest(specRequest, operation);
        if (!checked.valid) {
          violations.push(`${req.method} ${url.pathname}: ${JSON.stringify(checked.errors)}`);
          return reply(
            400,
            problem(400, 'RequisicaoInvalida', 'A requisição não respeita o schema.'),
            'application/problem+json',
          );
        }
        const params = (spec.router.parseRequest(specRequest, operation).params ?? {}) as Record<
          string,
          string
        >;
        const [status, answer] = handle(`${operation.method} ${operation.path}`, specRequest, params);
        if (answer !== undefined || status !== 204) {
          const out = spec.validateResponse(answer, operation, status);
          if (!out.valid)
            violations.push(
              `answer to ${req.method} ${url.pathname} (${status}): ${JSON.stringify(out.errors)}`,
            );
        }
        reply(status, answer, status >= 400 ? 'application/problem+json' : 'application/json');
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(double, {
    baseUrl: `https://127.0.0.1:${port}/v2`,
    tokenUrl: `https://127.0.0.1:${port}/oauth/token`,
    clientId,
    clientSecret,
    violations,
    calls,
    webhooks,
    charges,
    refunds,
    expireTokens: () => tokens.clear(),
    pay: (txid: string, valor: string, at = new Date()) => {
      const charge = charges.get(txid);
      if (!charge) throw new Error(`no charge ${txid} at the PSP`);
      if (String(charge.status).startsWith('REMOVIDA'))
        throw new Error(`charge ${txid} was removed: not payable`);
      const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
      const endToEndId = `E12345678${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`;
      const pix = {
        endToEndId,
        txid,
        valor,
        chave: charge.chave,
        horario: at.toISOString(),
        infoPagador: 'Sinal',
      };
      paid.set(txid, [...(paid.get(txid) ?? []), pix]);
      charges.set(txid, { ...charge, status: 'CONCLUIDA' });
      const notification = { pix: [pix] };
      checkNotification(notification);
      return { endToEndId, notification };
    },
    settleRefund: (
      endToEndId: string,
      id: string,
      status: 'DEVOLVIDO' | 'NAO_REALIZADO',
      motivo?: string,
    ) => {
      const refund = refunds.get(endToEndId)?.get(id);
      if (!refund) throw new Error(`no refund ${id} of ${endToEndId} at the PSP`);
      if (refund.status !== 'EM_PROCESSAMENTO') throw new Error(`refund ${id} is already ${refund.status}`);
      const settled = {
        ...refund,
        status,
        ...(status === 'DEVOLVIDO'
          ? { horario: { ...(refund.horario as object), liquidacao: new Date().toISOString() } }
          : {}),
        ...(motivo ? { motivo } : {}),
      };
      refunds.get(endToEndId)!.set(id, settled);
      const pix = received().find((p) => p.endToEndId === endToEndId)!;
      // The bank calls when a refund of a Pix with a txid reaches its end: the Pix, its refunds.
      const notification = { pix: [shown(pix)] };
      checkNotification(notification);
      return { notification };
    },
    deliver: async (
      chave: string,
      notification: unknown,
      {
        attempts = 1,
        retryMs = 200,
        connectTo,
      }: { attempts?: number; retryMs?: number; connectTo?: string } = {},
    ) => {
      const hook = webhooks.get(chave);
      if (!hook) throw new Error(`no webhook registered for ${chave}`);
      const url = new URL(`${hook.webhookUrl}/pix`);
      const target = connectTo ? new URL(url.pathname, connectTo) : url;
      const statuses: number[] = [];
      while (statuses.length < attempts) {
        if (statuses.length > 0) await new Promise((r) => setTimeout(r, retryMs));
        const status = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(notification),
          signal: AbortSignal.timeout(10_000),
        }).then(
          async (res) => {
            await res.arrayBuffer();
            return res.status;
          },
          () => 0,
        );
        statuses.push(status);
        if (status >= 200 && status < 300) break;
      }
      return statuses;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return double;
}

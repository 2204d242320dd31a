import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../shared/errors';
import { errorBody } from './error-handler';
import { PERMISSIONS_POLICY } from './private-headers';
import { helmetOptions, securityHeaderList } from './security-headers';

/**
 * Answers the framework gives before any hook of ours runs: a path the router cannot decode
 * (`%E0%A4%A`), a path parameter over the length limit, a request Node cannot parse. Left to
 * Fastify they go out bare — no security headers, no `no-store`, English text echoing the URL
 * back. Here they get what every other answer gets (helmet's list, the permissions policy,
 * `no-store`: an error is never worth caching) and the pt-BR 'Requisição inválida'.
 */
export function frameworkErrorHandlers(publicUrl: string) {
  const headers: Record<string, string> = {
    ...securityHeaderList(helmetOptions(publicUrl)),
    'permissions-policy': PERMISSIONS_POLICY,
    'cache-control': 'no-store',
  };

  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
      // The error's message holds the URL; the request log already has it, redacted.
      request.log.info({ code: error.code }, 'refused before routing');
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      reply.headers(headers).code(status).send(errorBody('BAD_JSON'));
    },

    /** Node found no request to hand over (broken syntax, headers too large, too slow): answer on the socket. */
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, code]: [number, ErrorCode] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'PAYLOAD_TOO_LARGE']
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'BAD_JSON']
            : [400, 'BAD_JSON'];
      const body = JSON.stringify(errorBody(code));
      const lines = Object.entries({
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      }).map(([name, value]) => `${name}: ${value}\r\n`);
      if (socket.writable)
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
      socket.destroy(error);
    },
  };
}

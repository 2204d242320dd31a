import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { type ApiErrorBody, type ErrorCode, errorCatalog } from '../../shared/errors';
import { DomainError } from '../domain/errors';
import { loggable } from '../safe-error';

export function errorBody(code: ErrorCode, fields?: Record<string, string>): ApiErrorBody {
  return { code, message: errorCatalog[code].message, ...(fields ? { fields } : {}) };
}

/** The one place errors become HTTP answers: typed domain codes, bad input, and the unexpected. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (errorCatalog[error.code].status >= 500)
        request.log.error({ err: loggable(error.cause ?? error) }, error.code);
      return reply.status(errorCatalog[error.code].status).send(errorBody(error.code, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[field] ??= issue.message ?? errorCatalog.VALIDATION.message;
      }
      const first = error.validation[0]?.message ?? errorCatalog.VALIDATION.message;
      return reply.status(400).send({ code: 'VALIDATION', message: first, fields } satisfies ApiErrorBody);
    }
    // A body parsed inside the domain (a multipart form's JSON part): the same answer as a route schema's.
    if ((error as unknown) instanceof ZodError) {
      const issues = (error as unknown as ZodError).issues;
      const fields: Record<string, string> = {};
      for (const issue of issues) fields[issue.path.join('.') || '_'] ??= issue.message;
      const first = issues[0]?.message ?? errorCatalog.VALIDATION.message;
      return reply.status(400).send({ code: 'VALIDATION', message: first, fields } satisfies ApiErrorBody);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status === 404 ? 'NOT_FOUND' : 'BAD_JSON'));
    }
    request.log.error({ err: loggable(error) }, 'unexpected error');
    return reply.status(500).send(errorBody('INTERNAL'));
  });
}

import type { FastifyRequest } from 'fastify';
import {
  MAX_REQUEST_IMAGE_BYTES,
  MAX_REQUEST_IMAGES,
  requestMessages,
} from '../../../shared/schemas/booking-request';
import { DomainError } from '../../domain/errors';
import { findUnstorableText } from '../reject-unstorable-text';

/** Three images at their limit plus the form's text and the multipart framing. */
export const MAX_REQUEST_BODY = MAX_REQUEST_IMAGES * MAX_REQUEST_IMAGE_BYTES + 64 * 1024;

/**
 * The booking form as multipart: its text as one JSON field `data` (checked by the shared schema in
 * the domain) and up to three `images` files, read into memory within the limits the plugin
 * enforces while streaming — a bigger file or a fourth one stops the upload, it is never buffered.
 */
export async function readRequestForm(request: FastifyRequest): Promise<{ data: unknown; images: Buffer[] }> {
  if (!request.isMultipart()) throw new DomainError('BAD_JSON');
  let data: unknown;
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'images' && bytes.length > 0) images.push(bytes);
      } else if (part.fieldname === 'data' && typeof part.value === 'string') {
        data = JSON.parse(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError('VALIDATION', { images: requestMessages.imageTooLarge });
    if (code === 'FST_FILES_LIMIT')
      throw new DomainError('VALIDATION', { images: requestMessages.imagesTooMany });
    if (err instanceof DomainError) throw err;
    // Broken JSON, a missing boundary, a body cut short: the client's input, never a 500.
    throw new DomainError('BAD_JSON');
  }
  // The multipart body is read here, after the NUL guard ran on an empty body: checked the same way.
  if (findUnstorableText(data)) throw new DomainError('BAD_JSON');
  return { data: data ?? {}, images };
}

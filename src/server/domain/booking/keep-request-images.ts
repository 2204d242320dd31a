import { MAX_REQUEST_IMAGE_BYTES, requestMessages } from '../../../shared/schemas/booking-request';
import { ImageRefused, reencodeImage } from '../../images/reencode-image';
import { DomainError } from '../errors';
import { sniffImage } from './sniff-image';

/**
 * A booking request's reference images as they will be stored: every file checked by its size and
 * its bytes (cheap, all of them first), then redrawn from its pixels (`reencodeImage`: no GPS or
 * other metadata, bounded size). Runs before any transaction: decoding never holds a connection.
 */
export async function keepRequestImages(images: Buffer[]): Promise<{ mime: 'image/jpeg'; bytes: Buffer }[]> {
  for (const bytes of images) {
    if (bytes.length > MAX_REQUEST_IMAGE_BYTES)
      throw new DomainError('VALIDATION', { images: requestMessages.imageTooLarge });
    if (!sniffImage(bytes)) throw new DomainError('VALIDATION', { images: requestMessages.imageType });
  }
  const kept = [];
  for (const bytes of images) {
    try {
      kept.push(await reencodeImage(bytes));
    } catch (err) {
      if (!(err instanceof ImageRefused)) throw err;
      const message =
        err.reason === 'too-many-pixels'
          ? requestMessages.imageTooManyPixels
          : requestMessages.imageUnreadable;
      throw new DomainError('VALIDATION', { images: message });
    }
  }
  return kept;
}

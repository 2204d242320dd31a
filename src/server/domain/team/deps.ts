import type { Clock } from '../../../shared/time';
import type { Mailer } from '../../auth/mailer';

/** What invitation operations need besides the database: the time, a way to mail the link, limits. */
export interface InvitationDeps {
  clock: Clock;
  mailer: Mailer;
  log: (message: string) => void;
  publicUrl: string;
  /** The server's rate-limit scale (1 in production; tests raise it). */
  rateLimitScale: number;
}

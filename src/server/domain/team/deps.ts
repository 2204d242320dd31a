import type { Clock } from '../../../shared/time';
import type { Mailer } from '../../auth/mailer';

/** What invitation operations need besides the database: the time, and a way to mail the link. */
export interface InvitationDeps {
  clock: Clock;
  mailer: Mailer;
  log: (message: string) => void;
  publicUrl: string;
}

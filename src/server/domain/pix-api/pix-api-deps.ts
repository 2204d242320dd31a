import type { Clock } from '../../../shared/time';
import type { PixApiPolicy } from '../../pix-api/pix-api-client';
import type { SealedBox } from '../../secrets/sealed-box';
import type { KeptBankClients } from './bank-sessions';

/** What the API Pix operations need besides the database and the actor. */
export interface PixApiDeps {
  /** Which bank addresses may be reached (public https only, outside tests). */
  policy: PixApiPolicy;
  /** Seals and opens the stored secrets (made lazily: the key file appears on first use). */
  box: () => SealedBox;
  /** This app's public address: the bank calls the webhook there. */
  publicUrl: string;
  clock: Clock;
  /** RATE_LIMIT_SCALE (limits/limit-policies.ts). */
  rateLimitScale: number;
  /** Bank clients kept open between rounds (the server's); without it each round opens its own. */
  kept?: KeptBankClients;
}

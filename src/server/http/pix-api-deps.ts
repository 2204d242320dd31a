import type { PixApiDeps } from '../domain/pix-api/pix-api-deps';
import type { AppContext } from './context';

/** What the API Pix operations need, from the app's context (one place, for routes and jobs). */
export function pixApiDepsOf(ctx: AppContext): PixApiDeps {
  return {
    policy: ctx.pixApiPolicy,
    box: ctx.secretsBox,
    publicUrl: ctx.config.PUBLIC_URL,
    clock: ctx.clock,
    rateLimitScale: ctx.rateLimitScale,
    kept: ctx.bankClients,
  };
}

import { hitRateLimit } from '../../auth/rate-limit';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../errors';

import { type KeyParts, type LimitPolicyName, limitPolicies, scaledMax } from './limit-policies';

/**
 * Counts one hit against the named policy's budget for these key parts and says whether it is
 * still allowed. `scale` is the server's RATE_LIMIT_SCALE. Inside a transaction, a rollback takes
 * the hit back.
 */
export async function takeLimit<N extends LimitPolicyName>(
  db: DbOrTx,
  name: N,
  scale: number,
  ...parts: KeyParts<N>
): Promise<boolean> {
  const policy = limitPolicies[name];
  const key = (policy.key as (...p: KeyParts<N>) => string)(...parts);
  return hitRateLimit(db, key, { max: scaledMax(policy, scale), windowSeconds: policy.windowSeconds });
}

/** The stored key of the named policy for these parts (to clear, refund or peek at it). */
export function limitKey<N extends LimitPolicyName>(name: N, ...parts: KeyParts<N>): string {
  return (limitPolicies[name].key as (...p: KeyParts<N>) => string)(...parts);
}

/** takeLimit, refusing with RATE_LIMITED (429) once the budget is spent. */
export async function enforceLimit<N extends LimitPolicyName>(
  db: DbOrTx,
  name: N,
  scale: number,
  ...parts: KeyParts<N>
): Promise<void> {
  if (!(await takeLimit(db, name, scale, ...parts))) throw new DomainError('RATE_LIMITED');
}

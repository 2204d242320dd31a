import type { MoneyScope, MoneyView } from '../../../shared/schemas/report';
import { DomainError } from '../errors';
import type { StudioScope } from '../studio/studio-scope';

export type ResolvedMoneyView =
  | { view: 'own'; canSeeStudio: boolean }
  | { view: 'studio'; canSeeStudio: true; organizationId: string }
  | { view: 'artist'; canSeeStudio: false; organizationId: string };

/**
 * Whose money Relatórios and the Dashboard add up, from the actor's studio role (decided in one
 * place, loadStudioScope): the owner chooses the studio (default) or their own work; an artist sees
 * their own work split into the studio's part and theirs (`split`: Relatórios only; the Dashboard
 * shows their own figures as before); the front desk has no money reports; a solo artist, SPEC's
 * per-user figures. The studio's figures for anyone but its owner: 403.
 */
export function resolveMoneyView(
  { studio }: StudioScope,
  asked: MoneyScope | undefined,
  options: { reports: boolean },
): ResolvedMoneyView {
  if (studio?.role === 'owner') {
    return asked === 'mine'
      ? { view: 'own', canSeeStudio: true }
      : { view: 'studio', canSeeStudio: true, organizationId: studio.id };
  }
  if (asked === 'studio') throw new DomainError('FORBIDDEN');
  if (studio?.role === 'recepcao' && options.reports) throw new DomainError('FORBIDDEN');
  if (studio?.role === 'artist' && options.reports)
    return { view: 'artist', canSeeStudio: false, organizationId: studio.id };
  return { view: 'own', canSeeStudio: false };
}

export type { MoneyView };

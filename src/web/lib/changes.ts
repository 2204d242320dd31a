import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What can change, by the name the server's live events use (its table names, migration triggers)
 * plus the settings that have no live event. One registry maps each to the cached queries it makes
 * stale: live events from other tabs and devices, and this tab's own saves (a mutation's
 * `meta.changes`, applied by query-client.ts), both go through it — so a screen that registers its
 * keys here is refreshed by every change that affects it, whoever made it.
 */
export type Changed =
  | 'anamneses'
  | 'appointments'
  | 'booking_requests'
  | 'clients'
  | 'consents'
  | 'expenses'
  | 'invitations'
  | 'message_marks'
  | 'notifications'
  | 'organization_members'
  /** Income not tied to a session (issue 29): reports and the MEI meter count it. */
  | 'other_incomes'
  | 'payments'
  | 'profiles'
  | 'session_records'
  /** A studio's settlement (repasse): to its artist, and to the studio's owner (migration 0031). */
  | 'settlements'
  /** A member's appointment, announced to the studio's owner and front desk (their agenda). */
  | 'studio_appointments'
  /** A member's booking request, announced to the owner and front desk (their inbox). */
  | 'studio_booking_requests'
  /** A member's payment, announced to the studio owner (their split). */
  | 'studio_payments'
  | 'tasks'
  // Settings and lookups with no live event of their own.
  | 'booking_settings'
  /** 'Taxas da maquininha' (decision 0024). */
  | 'card_fee_rates'
  | 'consent_texts'
  | 'ink_lots'
  | 'message_templates'
  /** The artist's bank connection (API Pix). */
  | 'pix_api_connections'
  | 'record_settings';

const keysByChange = new Map<string, QueryKey[]>();

/** A screen's queries go stale when `change` happens (called next to the query keys, at load). */
export function invalidateOnChange(change: Changed, ...keys: QueryKey[]) {
  keysByChange.set(change, [...(keysByChange.get(change) ?? []), ...keys]);
}

/** Refetches what these changes make stale; resolves when the active queries have reloaded. */
export function invalidateChanged(qc: QueryClient, changes: readonly string[]): Promise<void> {
  const keys = new Set<QueryKey>();
  for (const change of changes) for (const key of keysByChange.get(change) ?? []) keys.add(key);
  return Promise.all([...keys].map((queryKey) => qc.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** Everything any screen registered (the server could not replay a gap, or queued saves went out). */
export function invalidateEverything(qc: QueryClient): Promise<void> {
  return invalidateChanged(qc, [...keysByChange.keys()]);
}

/**
 * A row a save is about to write, as the screen should show it before the server answers: put
 * (created or edited) or gone (deleted). The server's answer, read back through the invalidation
 * above, replaces it; a refusal restores what was cached before (lib/optimistic.ts).
 */
export type RowChange<Row extends { id: string }> = { op: 'put'; row: Row } | { op: 'delete'; id: string };

/** Rows a screen can patch in place, by change name; the row type is the API's shape. */
export interface PatchableRows {
  appointments: import('../../shared/schemas/appointment').Appointment;
  clients: import('../../shared/schemas/client').Client;
  expenses: import('../../shared/schemas/expense').Expense;
  payments: import('../../shared/schemas/payment').Payment;
  tasks: import('../../shared/schemas/task').Task;
}

type Patcher = (data: unknown, change: RowChange<{ id: string }>, queryKey: QueryKey) => unknown;
const patchersByChange = new Map<string, Array<{ key: QueryKey; patch: Patcher }>>();

/**
 * Next to `invalidateOnChange`: how a cached answer under `key` takes a row of `change` before the
 * server confirms it — the screen answers the tap at once. Return `data` untouched when the row is
 * not this answer's business (another day, another filter).
 */
export function patchOnChange<C extends keyof PatchableRows, Data>(
  change: C,
  key: QueryKey,
  patch: (data: Data, change: RowChange<PatchableRows[C]>, queryKey: QueryKey) => Data,
) {
  patchersByChange.set(change, [...(patchersByChange.get(change) ?? []), { key, patch: patch as Patcher }]);
}

/** The cached answers `change` patches: each registered key prefix and its patcher. */
export const patchersOf = (change: keyof PatchableRows) => patchersByChange.get(change) ?? [];

/** A save's optimistic rows: applied before it is sent, undone if the server refuses it. */
export type OptimisticRows = Array<
  { [C in keyof PatchableRows]: { change: C } & RowChange<PatchableRows[C]> }[keyof PatchableRows]
>;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** What the save changes on the server; settled, the registry refreshes what depends on it. */
      changes?: readonly Changed[];
      /** The rows the screen shows at once, before the server answers (lib/optimistic.ts). */
      optimistic?: (variables: never) => OptimisticRows;
    };
  }
}

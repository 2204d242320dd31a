import type { QueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '../features/agenda/queries';
import { clientKeys } from '../features/clients/queries';
import { dashboardKeys } from '../features/dashboard/queries';
import { paymentKeys } from '../features/payments/queries';
import { reportKeys } from '../features/reports/queries';

/**
 * After this tab changes appointments, clients or payments, every figure derived from them is
 * stale: lists, counts, totals, reports and the dashboard. Prefix keys, so every page, filter and
 * search of a list goes together. (Other tabs get the same through live updates.)
 */
export function invalidateWorkday(qc: QueryClient): Promise<void> {
  return Promise.all(
    [appointmentKeys.all, clientKeys.all, paymentKeys.all, reportKeys.all, dashboardKeys.all].map(
      (queryKey) => qc.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { MoneyScope } from '../../../shared/schemas/report';
import { patchRange } from '../../entities/appointments/queries';
import { invalidateOnChange, patchOnChange } from '../../lib/changes';
import { dashboardKeys, dashboardQuery } from './dashboard-query';

// SPEC §2: the dashboard refreshes live on any change to payments, appointments or tasks; a studio
// owner's also on a member's payment ('studio_payments', their studio figures) and appointment
// ('studio_appointments', the studio's day).
invalidateOnChange('payments', dashboardKeys.all);
invalidateOnChange('studio_appointments', dashboardKeys.all);
invalidateOnChange('appointments', dashboardKeys.all);
invalidateOnChange('tasks', dashboardKeys.all);
invalidateOnChange('studio_payments', dashboardKeys.all);
// The first-day checklist's steps (issue 29): a client, the booking page and its Pix key, a bank
// connection; 'Dispensar' on another device (the profile's change).
invalidateOnChange('clients', dashboardKeys.all);
invalidateOnChange('booking_settings', dashboardKeys.all);
invalidateOnChange('pix_api_connections', dashboardKeys.all);
invalidateOnChange('profiles', dashboardKeys.all);

// A session saved here shows in 'Agendamentos Hoje' (and its count) and in the next sessions at once.
patchOnChange('appointments', dashboardKeys.all, (data: Dashboard, change) => {
  const todayAppointments = patchRange(data.todayAppointments, change, data.today, data.today);
  const upcomingAppointments =
    change.op === 'delete'
      ? data.upcomingAppointments.filter((a) => a.id !== change.id)
      : data.upcomingAppointments.map((a) => (a.id === change.row.id ? change.row : a));
  return { ...data, todayAppointments, appointmentsToday: todayAppointments.length, upcomingAppointments };
});

export const useDashboard = (scope?: MoneyScope) => useQuery(dashboardQuery(scope));

export { dashboardKeys, dashboardQuery };

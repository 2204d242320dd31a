import type { Appointment } from './appointment';

/** Everything the dashboard shows, in one answer. */
export interface Dashboard {
  today: string;
  appointmentsToday: number;
  openTasksToday: number;
  receivedMonthCents: number;
  totalCents: number;
  todayAppointments: Appointment[];
  upcomingAppointments: Appointment[];
}

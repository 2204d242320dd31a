import type { Appointment } from './appointment';
import type { MoneyView } from './report';

/** Everything the dashboard shows, in one answer. */
export interface Dashboard {
  /** `studio`: the money cards are the studio's (every member's payments); else the user's own. */
  view: Exclude<MoneyView, 'artist'>;
  /** The studio's owner: the 'Estúdio' / 'Meus' switch is theirs. */
  canSeeStudio: boolean;
  today: string;
  appointmentsToday: number;
  openTasksToday: number;
  receivedMonthCents: number;
  totalCents: number;
  todayAppointments: Appointment[];
  upcomingAppointments: Appointment[];
}

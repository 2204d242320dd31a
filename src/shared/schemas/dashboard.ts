import type { Appointment } from './appointment';
import type { MoneyView } from './report';

/**
 * The first-day checklist (issue 29): which steps are done, read from the data. The plan is the
 * first step and always done here (the dashboard is only shown to someone with a plan).
 */
export interface ChecklistSteps {
  /** The booking page is switched on. */
  bookingPage: boolean;
  /** Deposits have a Pix key: the booking page's, a bank connection (API Pix), or the studio's bank. */
  pixKey: boolean;
  firstClient: boolean;
  firstSession: boolean;
}

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
  /** Null once dismissed ('Dispensar') or every step is done, and for the front desk (no own agenda). */
  checklist: ChecklistSteps | null;
}

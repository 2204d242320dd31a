import type { Appointment } from '../../../shared/schemas/appointment';
import type { IsoDay } from '../../../shared/time';
import type { AppointmentHandlers } from '../../entities/appointments/appointment-actions';
import { dayTitle } from './calendar';
import { DayAppointments } from './DayListDialog';

/** A phone's week: each day with its sessions (time, until when, who, what), today marked. */
export function WeekList({
  days,
  today,
  byDay,
  handlers,
  loaded,
}: {
  days: IsoDay[];
  today: IsoDay;
  byDay: Map<IsoDay, Appointment[]>;
  handlers: AppointmentHandlers;
  loaded: boolean;
}) {
  if (!loaded) return null;
  return (
    <div className="space-y-4">
      {days.map((day) => {
        const items = byDay.get(day) ?? [];
        return (
          <section key={day} aria-label={dayTitle(day)} className="space-y-2">
            <h3 className="text-sm font-semibold text-ink-200">
              {day === today ? `Hoje · ${dayTitle(day)}` : dayTitle(day)}
            </h3>
            {items.length === 0 ? (
              <p className="text-sm text-ink-400">Livre</p>
            ) : (
              <DayAppointments
                appointments={items}
                handlers={handlers}
                label={`Agendamentos de ${dayTitle(day)}`}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}

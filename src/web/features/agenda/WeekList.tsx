import type { Appointment } from '../../../shared/schemas/appointment';
import type { IsoDay } from '../../../shared/time';
import type { AppointmentHandlers } from '../../entities/appointments/appointment-actions';
import { dayTitle } from './calendar';
import { DayAppointments } from './DayListDialog';

/**
 * A phone's week: each day with its sessions (time, until when, who, what, whether the deposit is
 * in; a night session under both its days), today and days off marked.
 */
export function WeekList({
  days,
  today,
  byDay,
  handlers,
  loaded,
  isDayOff,
}: {
  days: IsoDay[];
  today: IsoDay;
  byDay: Map<IsoDay, Appointment[]>;
  handlers: AppointmentHandlers;
  loaded: boolean;
  isDayOff: (day: IsoDay) => boolean;
}) {
  if (!loaded) return null;
  return (
    <div className="space-y-4">
      {days.map((day) => {
        const items = byDay.get(day) ?? [];
        const off = isDayOff(day);
        return (
          <section key={day} aria-label={dayTitle(day)} className="space-y-2">
            <h3 className="text-sm font-semibold text-ink-200">
              {day === today ? `Hoje · ${dayTitle(day)}` : dayTitle(day)}
              {off && <span className="ml-2 text-xs font-semibold text-amber-200/90">· Folga</span>}
            </h3>
            {items.length === 0 ? (
              <p className="text-sm text-ink-400">{off ? 'Nenhum agendamento' : 'Livre'}</p>
            ) : (
              <DayAppointments
                day={day}
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

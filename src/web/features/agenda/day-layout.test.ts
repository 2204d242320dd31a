import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../shared/schemas/appointment';
import { toSaoPauloTimestamp } from '../../../shared/time';
import { layoutDay, visibleHours, weekOf } from './day-layout';

const at = (id: string, time: string, durationMinutes = 120): Appointment => ({
  id,
  artistId: 'artist-1',
  clientId: null,
  clientName: id,
  title: id,
  startTime: toSaoPauloTimestamp('2026-11-25', time),
  agreedValueCents: 0,
  depositCents: 0,
  depositDueCents: 0,
  depositDeadline: null,
  finalValueCents: null,
  notes: null,
  status: 'agendado',
  isChecked: false,
  isTattooFinished: false,
  durationMinutes,
  noShow: false,
});

const lanes = (items: Appointment[]) =>
  Object.fromEntries(
    layoutDay(items).map((p) => [p.appointment.id, [p.startMinute, p.endMinute, p.lane, p.lanes]]),
  );

describe('day and week layout (São Paulo time, whatever the machine zone)', () => {
  it('places sessions by start and length; overlapping ones go side by side, the rest keep the full width', () => {
    expect(
      lanes([at('a', '14:00'), at('b', '15:00', 60), at('c', '16:00', 60), at('d', '09:00', 30)]),
    ).toEqual({
      d: [540, 570, 0, 1],
      a: [840, 960, 0, 2],
      b: [900, 960, 1, 2],
      // Starts as 'a' ends: no overlap, so a lane of its own width.
      c: [960, 1020, 0, 1],
    });
  });

  it('reuses a lane freed inside a cluster, and cuts a late session at midnight', () => {
    expect(
      lanes([at('a', '10:00', 240), at('b', '10:30', 60), at('c', '11:30', 60), at('late', '23:00', 180)]),
    ).toEqual({
      a: [600, 840, 0, 2],
      b: [630, 690, 1, 2],
      c: [690, 750, 1, 2],
      late: [1380, 1440, 0, 1],
    });
  });

  it('shows 08:00 to 22:00, widened for early or late sessions', () => {
    expect(visibleHours(layoutDay([at('a', '14:00')]))).toEqual({ first: 8, last: 22 });
    expect(visibleHours(layoutDay([at('a', '06:30'), at('b', '22:00', 90)]))).toEqual({ first: 6, last: 24 });
  });

  it('a week runs Sunday to Saturday', () => {
    expect(weekOf('2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });
});

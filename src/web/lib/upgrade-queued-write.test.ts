import { describe, expect, it } from 'vitest';
import { appointmentInputSchema } from '../../shared/schemas/appointment';
import { upgradeQueuedBody } from './upgrade-queued-write';

const id = '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60';
const legacy = {
  id,
  clientName: 'Ana Souza',
  title: 'Fechamento de braço',
  date: '2026-11-21',
  time: '14:00',
  agreedValue: 350.5,
};

describe('a write queued offline before money went to cents', () => {
  it('sends the agreed value in cents, the rest unchanged', () => {
    const body = upgradeQueuedBody({ method: 'POST', path: '/api/appointments', body: legacy });
    expect(body).toEqual({
      id,
      clientName: 'Ana Souza',
      title: 'Fechamento de braço',
      date: '2026-11-21',
      time: '14:00',
      agreedValueCents: 35050,
    });
    // What the server reads from it is the value the person typed, not R$ 0,00.
    expect(appointmentInputSchema.parse(body).agreedValueCents).toBe(35050);
  });

  it('upgrades an edit too', () => {
    const body = upgradeQueuedBody({ method: 'PUT', path: `/api/appointments/${id}`, body: legacy });
    expect(body).toMatchObject({ agreedValueCents: 35050 });
    expect(body).not.toHaveProperty('agreedValue');
  });

  it.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [350, 35000],
    [0, 0],
    [9_999_999.99, 999_999_999],
  ])('rounds %d reais to %i cents without float drift', (reais, cents) => {
    const body = upgradeQueuedBody({
      method: 'POST',
      path: '/api/appointments',
      body: { ...legacy, agreedValue: reais },
    });
    expect(body).toMatchObject({ agreedValueCents: cents });
  });

  it('leaves a body already in cents as it is', () => {
    const { agreedValue, ...rest } = legacy;
    const current = { ...rest, agreedValueCents: agreedValue * 100 };
    expect(upgradeQueuedBody({ method: 'POST', path: '/api/appointments', body: current })).toBe(current);
  });

  it('leaves other writes alone', () => {
    const client = { id, name: 'Bia Lima' };
    expect(upgradeQueuedBody({ method: 'POST', path: '/api/clients', body: client })).toBe(client);
    const other = { agreedValue: 10 };
    expect(upgradeQueuedBody({ method: 'POST', path: `/api/appointments/${id}/finalize`, body: other })).toBe(
      other,
    );
    expect(upgradeQueuedBody({ method: 'DELETE', path: `/api/appointments/${id}` })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { depositLabel, depositState } from './deposit-state';

const session = {
  status: 'agendado' as const,
  isTattooFinished: false,
  depositCents: 0,
  depositDueCents: 0,
};

describe('whether the deposit is in', () => {
  it('no deposit asked nor received: sem sinal', () => {
    expect(depositLabel[depositState(session)]).toBe('Sem sinal');
  });

  it('received (asked or not): sinal pago', () => {
    expect(depositState({ ...session, depositCents: 20_000 })).toBe('pago');
    expect(depositState({ ...session, depositCents: 20_000, depositDueCents: 20_000 })).toBe('pago');
  });

  it('asked by a booking hold and not all in: sinal pendente', () => {
    expect(depositState({ ...session, depositDueCents: 20_000 })).toBe('pendente');
    expect(depositState({ ...session, depositCents: 5_000, depositDueCents: 20_000 })).toBe('pendente');
  });

  it('a finished or cancelled session is its status, whatever its deposit', () => {
    expect(depositState({ ...session, status: 'concluido', isTattooFinished: true, depositCents: 1 })).toBe(
      'finalizado',
    );
    expect(depositState({ ...session, status: 'cancelado', depositDueCents: 20_000 })).toBe('cancelado');
  });
});

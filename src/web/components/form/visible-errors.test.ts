import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { flattenErrors, visibleError } from './visible-errors';

const err = (message: string) => ({ type: 'custom', message });

describe('which field shows which message', () => {
  const errors: FieldErrors = {
    title: err('Cliente, título, data e horário são obrigatórios'),
    date: err('Cliente, título, data e horário são obrigatórios'),
    agreedValueCents: err('Valor inválido'),
    clientName: err('Cliente, título, data e horário são obrigatórios'),
  };

  it('a message shared by several fields is said once, under the first field in the form’s order', () => {
    const order = ['clientId', 'clientName', 'title', 'date', 'time', 'agreedValueCents'];
    expect(visibleError(errors, 'clientName', order)).toBe(
      'Cliente, título, data e horário são obrigatórios',
    );
    // The others are outlined (invalid) without repeating it.
    expect(visibleError(errors, 'title', order)).toBe(true);
    expect(visibleError(errors, 'date', order)).toBe(true);
  });

  it('without an order, the schema’s report order decides', () => {
    expect(visibleError(errors, 'title')).toBe('Cliente, título, data e horário são obrigatórios');
    expect(visibleError(errors, 'clientName')).toBe(true);
  });

  it('a field with its own message shows it; a valid field shows nothing', () => {
    expect(visibleError(errors, 'agreedValueCents')).toBe('Valor inválido');
    expect(visibleError(errors, 'notes')).toBeUndefined();
  });

  it('reaches fields inside lists and groups (a week of hours)', () => {
    const nested = {
      week: [undefined, { start: err('Horário inválido') }],
      pix: { key: err('Chave Pix inválida para o tipo escolhido') },
    } as unknown as FieldErrors;
    expect(flattenErrors(nested)).toEqual([
      ['week.1.start', 'Horário inválido'],
      ['pix.key', 'Chave Pix inválida para o tipo escolhido'],
    ]);
    expect(visibleError(nested, 'week.1.start')).toBe('Horário inválido');
  });
});

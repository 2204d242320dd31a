import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appointmentFieldsSchema } from './appointment';
import { signUpSchema } from './auth';
import { clientInputSchema } from './client';
import { expenseInputSchema } from './expense';
import { selectPlanSchema, updateProfileSchema } from './profile';
import { taskInputSchema } from './task';
import { invitationSignUpSchema } from './team';

/** The first message a field gets, as the forms and the API show it. */
function messageFor(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

const long = (n: number) => 'a'.repeat(n);

describe('a blank field gets SPEC’s words; an over-long one is told its limit, never "required"', () => {
  const cases: Array<[string, z.ZodType, Record<string, unknown>, string, number, string]> = [
    ['profile name', updateProfileSchema, {}, 'name', 120, 'Nome é obrigatório'],
    [
      'studio name',
      selectPlanSchema,
      { planType: 'estudio' },
      'studioName',
      120,
      'Por favor, digite o nome do estúdio',
    ],
    [
      'sign-up name',
      signUpSchema,
      { email: 'a@b.co', password: '123456' },
      'name',
      120,
      'Por favor, preencha todos os campos',
    ],
    [
      'invitation sign-up name',
      invitationSignUpSchema,
      { password: '123456' },
      'name',
      120,
      'Nome é obrigatório',
    ],
    ['client name', clientInputSchema, {}, 'name', 120, 'Nome é obrigatório'],
    [
      'appointment title',
      appointmentFieldsSchema,
      { clientName: 'Ana', date: '2026-11-21', time: '10:00' },
      'title',
      160,
      'Cliente, título, data e horário são obrigatórios',
    ],
    ['task title', taskInputSchema, {}, 'title', 200, 'Título é obrigatório'],
    [
      'expense description',
      expenseInputSchema,
      { amountCents: 1000, category: 'tintas', paymentMethod: 'pix', date: '2026-11-21' },
      'description',
      200,
      'Descrição e valor são obrigatórios',
    ],
  ];

  it.each(cases)('%s', (_name, schema, base, field, max, required) => {
    expect(messageFor(schema, { ...base, [field]: '   ' }, field)).toBe(required);
    expect(messageFor(schema, { ...base, [field]: long(max) }, field)).toBeUndefined();
    expect(messageFor(schema, { ...base, [field]: long(max + 1) }, field)).toBe(
      `Use no máximo ${max} caracteres`,
    );
  });

  it('passwords: too short and too long say so', () => {
    const base = { name: 'Ana', email: 'a@b.co' };
    expect(messageFor(signUpSchema, { ...base, password: '12345' }, 'password')).toBe(
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect(messageFor(signUpSchema, { ...base, password: long(129) }, 'password')).toBe(
      'A senha deve ter no máximo 128 caracteres',
    );
  });

  it('optional notes and phones are limited too', () => {
    expect(
      messageFor(taskInputSchema, { title: 'Comprar agulhas', description: long(2001) }, 'description'),
    ).toBe('Use no máximo 2000 caracteres');
    expect(messageFor(clientInputSchema, { name: 'Ana', phone: long(41) }, 'phone')).toBe(
      'Use no máximo 40 caracteres',
    );
  });
});

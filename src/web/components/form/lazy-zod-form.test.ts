import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/errors';
import { signInSchema } from '../../../shared/schemas/auth';
import { LazySchema } from './lazy-zod-form';

// What react-hook-form passes a resolver when it validates a whole form on submit.
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('LazySchema', () => {
  it('fetches its schema only when the form first validates, then answers as the zod resolver does', async () => {
    let loads = 0;
    const lazy = new LazySchema(['email', 'password'], async () => {
      loads++;
      return signInSchema;
    });
    const resolve = lazy.resolver();
    expect(loads).toBe(0);

    const empty = await resolve({ email: '', password: '' }, undefined, options);
    expect(loads).toBe(1);
    expect(empty.errors.email?.message).toBe(messages.fillAllFields);
    expect(empty.errors.password?.message).toBe(messages.fillAllFields);

    // The schema's own output: the e-mail trimmed.
    const filled = await resolve({ email: ' ana@tinta.test ', password: 'segredo1' }, undefined, options);
    expect(filled.errors).toEqual({});
    expect(filled.values).toEqual({ email: 'ana@tinta.test', password: 'segredo1' });
  });
});

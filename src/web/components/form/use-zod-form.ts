import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { type Schema, useResolvedForm, type ZodForm } from './form-core';

export type { ZodForm } from './form-core';

/**
 * The one way to write a form (docs/decisions/0013-one-way-to-write-a-form.md): react-hook-form with the shared zod
 * schema. Errors show under their fields from the first submit on and clear as each field becomes
 * valid; the first invalid field takes the focus and scrolls to the middle of the screen; a Dialog
 * around the form asks 'Descartar alterações?' only when the form is dirty. (The sign-in screen's
 * form, which may not bring zod with the page, uses useLazyZodForm: lazy-zod-form.ts.)
 */
export function useZodForm<S extends Schema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): ZodForm<S> {
  // biome-ignore lint/suspicious/noExplicitAny: the resolver's overloads can't see through a generic schema
  return useResolvedForm<S>(zodResolver(schema as any) as never, fieldOrder(schema), defaultValues);
}

/** The schema's fields in the order it declares them, which is the order forms lay them out. */
function fieldOrder(schema: Schema): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

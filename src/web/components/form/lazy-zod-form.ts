import type { DefaultValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type Schema, useResolvedForm, type ZodForm } from './form-core';

/** The resolver and its zod glue, fetched with the first validation (or earlier, to warm it). */
export const loadZodResolver = () => import('@hookform/resolvers/zod').then((m) => m.zodResolver);

/**
 * A form's schema fetched on first use instead of with the screen: for the sign-in screen, the
 * first thing anyone downloads, where zod (~22 KB) and the resolver would not fit the budget
 * (transfer.spec). Validation awaits both; warm them early (features/auth/AuthLayout.tsx) so a
 * submit never waits.
 */
export class LazySchema<S extends Schema> {
  constructor(
    /** The schema's keys in its order (what visibleError ranks messages by). */
    readonly fields: readonly (keyof z.input<S> & string)[],
    readonly load: () => Promise<S>,
  ) {}

  /** The schema's resolver once both have arrived: from then on validation never waits on a load. */
  private loaded: Resolver<z.input<S>, unknown, z.output<S>> | undefined;

  resolver(): Resolver<z.input<S>, unknown, z.output<S>> {
    return async (values, context, options) => {
      // Every validation after the first goes straight to zod, in the order it was asked: waiting
      // on the (settled) loads again let a slower, older validation land after a newer one on a
      // busy phone, and the form showed the errors of what was typed before.
      if (!this.loaded) {
        const [schema, zodResolver] = await Promise.all([this.load(), loadZodResolver()]);
        // biome-ignore lint/suspicious/noExplicitAny: the resolver's overloads can't see through a generic schema
        this.loaded ??= zodResolver(schema as any) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
      }
      return this.loaded(values, context, options);
    };
  }
}

/** useZodForm (use-zod-form.ts) for a schema that arrives on first use. */
export function useLazyZodForm<S extends Schema>(
  schema: LazySchema<S>,
  defaultValues: DefaultValues<z.input<S>>,
): ZodForm<S> {
  return useResolvedForm<S>(schema.resolver(), schema.fields, defaultValues);
}

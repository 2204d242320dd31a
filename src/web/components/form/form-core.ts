import { useCallback, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { useReportDirty } from '../ui/dialog-guard';
import type { FieldErrorValue } from '../ui/field-error';
import { visibleError } from './visible-errors';

export type Schema = z.ZodType<FieldValues, FieldValues>;

export interface ZodForm<S extends Schema> extends UseFormReturn<z.input<S>, unknown, z.output<S>> {
  /** The error a field shows (see visibleError). */
  errorOf: (name: FieldPath<z.input<S>>) => FieldErrorValue;
  /** `register` plus the field's error: `<Field label="Nome" {...field('name')} />`. */
  field: (
    name: FieldPath<z.input<S>>,
    options?: RegisterOptions<z.input<S>>,
  ) => ReturnType<UseFormReturn<z.input<S>>['register']> & {
    error: FieldErrorValue;
  };
  /** A refusal that belongs to no field (or to a field this form lacks), shown above the buttons. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /**
   * Puts a server refusal where it belongs: under the fields it names (the API's `fields`), else as
   * the form's error with `fallback` for anything that is not the server's own words.
   */
  showServerError: (err: unknown, fallback: string) => void;
  /** `onSubmit` for the <form>: validates, focuses the first invalid field, then calls `onValid`. */
  submit: (onValid: (values: z.output<S>) => unknown) => (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/**
 * The body of useZodForm (use-zod-form.ts) and useLazyZodForm (lazy-zod-form.ts), which differ
 * only in how the resolver reaches zod. Kept apart so the sign-in screen's form does not download
 * the resolver with the page.
 */
export function useResolvedForm<S extends Schema>(
  resolver: Resolver<z.input<S>, unknown, z.output<S>>,
  /** The schema's top-level fields in its order (what visibleError ranks messages by). */
  order: readonly string[],
  defaultValues: DefaultValues<z.input<S>>,
): ZodForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focused by us, in the order the fields are on screen (react-hook-form's is the order fields
    // were bound, which puts a date or a signature pad after the plain inputs around it).
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string | null>(null);
  useReportDirty(form.formState.isDirty);
  const { errors } = form.formState;

  const errorOf = (name: string) => visibleError(errors, name, order);
  const field = (name: FieldPath<z.input<S>>, options?: RegisterOptions<z.input<S>>) => ({
    ...form.register(name, options),
    error: errorOf(name),
  });

  const showServerError = useCallback(
    (err: unknown, fallback: string) => {
      const fields = err instanceof ApiError ? err.body.fields : undefined;
      const values = form.getValues();
      const known = Object.entries(fields ?? {}).filter(([name]) => hasPath(values, name));
      if (known.length > 0) {
        for (const [name, message] of known)
          form.setError(name as FieldPath<z.input<S>>, { type: 'server', message });
        focusFirstInvalid(null, () => form.setFocus(known[0]![0] as FieldPath<z.input<S>>));
        return;
      }
      setFormError(err instanceof ApiError ? err.message : fallback);
    },
    [form],
  );

  const submit = (onValid: (values: z.output<S>) => unknown) =>
    form.handleSubmit(
      async (values) => {
        setFormError(null);
        await onValid(values);
      },
      (errors, event) => {
        // A refusal from an earlier try no longer applies to what is on screen now.
        setFormError(null);
        focusFirstInvalid(event?.target instanceof HTMLElement ? event.target : null, () => {
          const first = Object.keys(errors)[0];
          if (first) form.setFocus(first as FieldPath<z.input<S>>);
        });
      },
    );

  return { ...form, errorOf, field, formError, setFormError, showServerError, submit };
}

/** Whether the form has a field at 'a.b.c' (the API names fields by the same paths). */
function hasPath(values: unknown, path: string): boolean {
  let node = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Focuses the first field drawn as invalid (aria-invalid, set by the error's re-render) in the
 * form's on-screen order and brings it to the middle of the view; `fallback` when none is drawn.
 * Unless the person has moved on meanwhile: a field they tapped (or typed into) after submitting
 * keeps the focus — on a busy phone the re-render can come late, and taking the focus then sent
 * what they were typing into another field.
 */
function focusFirstInvalid(
  formEl: HTMLElement | null,
  fallback: () => void,
  attempt = 0,
  focusedAtSubmit: Element | null = document.activeElement,
) {
  setTimeout(() => {
    const now = document.activeElement;
    if (now !== focusedAtSubmit && now !== null && now !== document.body) return;
    const root = formEl ?? document;
    const el = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!el && attempt < 5) return focusFirstInvalid(formEl, fallback, attempt + 1, focusedAtSubmit);
    if (el) el.focus({ preventScroll: true });
    else fallback();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body)
      focused.scrollIntoView({ block: 'center' });
  }, 16);
}

import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { FieldErrorValue } from '../ui/field-error';

/** Every field's message, as 'a.b.c' paths, in the order the schema reported them. */
export function flattenErrors(errors: FieldErrors<FieldValues>, prefix = ''): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') out.push([path, message]);
    // Arrays and objects of fields (a week's hours, a list of lots) carry their own fields' errors.
    const {
      message: _m,
      type: _t,
      ref: _r,
      types: _ts,
      root: _root,
      ...children
    } = value as Record<string, unknown>;
    out.push(...flattenErrors(children as FieldErrors<FieldValues>, path));
  }
  return out;
}

/**
 * What one field shows: its message when it is the first field with that message; `true` (outlined,
 * no text) when an earlier field already says the same words — SPEC's form-wide messages ('Por
 * favor, preencha todos os campos') appear once, not under every empty field.
 */
export function visibleError(
  errors: FieldErrors<FieldValues>,
  name: string,
  /** Top-level fields in the form's order (a cross-field rule's error is reported last otherwise). */
  order: readonly string[] = [],
): FieldErrorValue {
  const rank = (path: string) => {
    const i = order.indexOf(path.split('.')[0]!);
    return i === -1 ? order.length : i;
  };
  const all = flattenErrors(errors)
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.i - b.i)
    .map(({ entry }) => entry);
  const own = all.find(([path]) => path === name);
  if (!own) return undefined;
  const first = all.find(([, message]) => message === own[1]);
  return first?.[0] === name ? own[1] : true;
}

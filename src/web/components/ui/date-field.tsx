import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { addMonths, type IsoDay, isValidIsoDay, monthOf, today } from '../../../shared/time';
import { dayBRToIso, isoToDayBR, maskDayBR, maskTime } from '../../../shared/typed-date';
import { cn } from '../../lib/cn';
import { gridDays, monthTitle, WEEKDAYS } from '../../lib/month-grid';
import { onFirstUse } from '../../lib/on-first-use';
import { describedBy, FieldError, type FieldErrorValue } from './field-error';
import { Field, Input } from './input';

/** `ref` reaches the input (React 19 passes it as a prop), so a form can focus the field. */
type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  ref?: Ref<HTMLInputElement>;
  error?: FieldErrorValue;
};

const longDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * A date typed as dd/mm/aaaa (the slashes come by themselves) or picked from a pt-BR month that
 * opens under the field. The browser's own date input follows the phone's language (11/22/2026 on
 * an English phone); this one is Brazilian everywhere. `value` and `onChange` speak ISO days;
 * anything typed that is not a date yet passes through for the schema to refuse.
 */
export function DateField({
  label,
  value,
  onChange,
  id,
  error,
  ...props
}: TextProps & { label: string; value: string; onChange: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const auto = useId();
  const inputId = id ?? auto;
  const change = (text: string) => onChange(dayBRToIso(maskDayBR(text)));
  return (
    // Open, the month takes the whole row of a two-column form: day buttons stay thumb-sized.
    <div className={cn('space-y-1.5', open && 'col-span-full')}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-300">
        {label}
      </label>
      {/* The calendar button sits on the input itself: an error line under the field leaves it there. */}
      <div className="relative">
        <Input
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          maxLength={10}
          className="pr-12"
          {...props}
          {...describedBy(inputId, { error, extra: props['aria-describedby'] })}
          value={isoToDayBR(value)}
          onChange={(e) => change(e.target.value)}
        />
        <button
          type="button"
          aria-label="Abrir calendário"
          aria-expanded={open}
          aria-controls={calendarId}
          onClick={() => setOpen((o) => !o)}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-ink-400 hover:text-ink-100"
        >
          <CalendarDays size={18} aria-hidden />
        </button>
      </div>
      <FieldError inputId={inputId} error={error} />
      {open && (
        <MonthPicker
          id={calendarId}
          label={label}
          selected={isValidIsoDay(value) ? value : null}
          onPick={(day) => {
            onChange(day);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

function MonthPicker({
  id,
  label,
  selected,
  onPick,
}: {
  id: string;
  label: string;
  selected: IsoDay | null;
  onPick: (day: IsoDay) => void;
}) {
  const now = today();
  const [month, setMonth] = useState(() => monthOf(selected ?? now));
  return (
    <fieldset
      id={id}
      aria-label={`Calendário: ${label}`}
      className="rounded-xl border border-ink-700 bg-ink-850 p-2"
    >
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label="Mês anterior"
          onClick={() => setMonth((m) => addMonths(m, -1))}
          className="grid h-10 w-10 place-items-center rounded-lg hover:bg-ink-800"
        >
          <ChevronLeft size={18} aria-hidden />
        </button>
        <p className="text-sm font-semibold" aria-live="polite">
          {monthTitle(month)}
        </p>
        <button
          type="button"
          aria-label="Próximo mês"
          onClick={() => setMonth((m) => addMonths(m, 1))}
          className="grid h-10 w-10 place-items-center rounded-lg hover:bg-ink-800"
        >
          <ChevronRight size={18} aria-hidden />
        </button>
      </div>
      <div className="grid grid-cols-7 text-center text-xs text-ink-400" aria-hidden>
        {WEEKDAYS.map((d) => (
          <span key={d} className="py-1">
            {d}
          </span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-0.5">
        {gridDays(month).map((day) => {
          const inMonth = monthOf(day) === month;
          return (
            <button
              key={day}
              type="button"
              aria-label={longDay().format(new Date(`${day}T12:00:00Z`))}
              aria-pressed={day === selected}
              onClick={() => onPick(day)}
              className={cn(
                'h-10 rounded-lg text-sm tabular-nums hover:bg-ink-800',
                !inMonth && 'text-ink-400',
                day === now && 'font-bold text-blood-300',
                day === selected && 'bg-blood-600 text-white hover:bg-blood-600',
              )}
            >
              {Number(day.slice(8))}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A 24-hour time typed as HH:mm (the colon comes by itself), whatever the phone's language. */
export function TimeField({
  label,
  value,
  onChange,
  ...props
}: TextProps & { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:mm"
      maxLength={5}
      {...props}
      value={value}
      onChange={(e) => onChange(maskTime(e.target.value))}
    />
  );
}

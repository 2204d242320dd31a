import { type Ref, useId, useState } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import { describedBy, FieldError, type FieldErrorValue } from '../../components/ui/field-error';
import { Input, inputClass } from '../../components/ui/input';
import { useFinishedAppointments } from '../../entities/appointments/queries';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The appointment a payment hangs on, as the form keeps it (with what the Cliente field shows). */
export interface PickedAppointment {
  id: string;
  clientName: string;
  title: string;
  label: string;
}

const NO_FINISHED =
  'Nenhum agendamento finalizado. Finalize um agendamento na Agenda para registrar pagamentos.';

/** Past this many finished appointments, a search box helps find one in the select. */
const SEARCH_FROM = 8;

const labelClass = 'block text-sm font-medium text-ink-300';

export const appointmentLabel = (a: Appointment) =>
  `${a.clientName} – ${a.title} – ${formatDayBR(splitSaoPaulo(new Date(a.startTime)).day)}`;

const toPicked = (a: Appointment): PickedAppointment => ({
  id: a.id,
  clientName: a.clientName,
  title: a.title,
  label: appointmentLabel(a),
});

/**
 * 'Agendamento': only appointments that are concluido and finished (SPEC §4), most recent first.
 * A native select (the phone's own picker); a search narrows it once the list gets long. The chosen
 * one stays an option while a search hides it, so the select never silently changes value.
 */
export function AppointmentPicker({
  value,
  onChange,
  ref,
  error,
}: {
  value: PickedAppointment | null;
  onChange: (picked: PickedAppointment | null) => void;
  /** The select, for a form to focus when no appointment was chosen. */
  ref?: Ref<HTMLSelectElement>;
  error?: FieldErrorValue;
}) {
  const selectId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const all = useFinishedAppointments('');
  const found = useFinishedAppointments(q);
  const results = (q ? found.data : all.data) ?? [];
  const options = results.map(toPicked);
  if (value && !options.some((o) => o.id === value.id)) options.unshift(value);

  const noneFinished = all.data?.length === 0 && !value;
  const searchable = (all.data?.length ?? 0) >= SEARCH_FROM || search !== '';
  const loading = all.isPending || (q !== '' && found.isPending);

  return (
    <div className="space-y-1.5">
      {noneFinished ? (
        <>
          <p className={labelClass}>Agendamento</p>
          <p className="rounded-xl border border-dashed border-ink-700 px-3 py-3 text-sm text-ink-400">
            {NO_FINISHED}
          </p>
        </>
      ) : (
        <>
          <label htmlFor={selectId} className={labelClass}>
            Agendamento
          </label>
          {searchable && (
            <Input
              type="search"
              aria-label="Buscar agendamento por cliente ou título"
              placeholder="Buscar por cliente ou título"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
          <select
            ref={ref}
            id={selectId}
            className={cn(inputClass, 'appearance-auto')}
            {...describedBy(selectId, { error })}
            value={value?.id ?? ''}
            onChange={(e) => onChange(options.find((o) => o.id === e.target.value) ?? null)}
          >
            <option value="">{loading ? 'Carregando...' : 'Selecione um agendamento'}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
          {q !== '' && found.data?.length === 0 && (
            <p className="text-xs text-ink-400">Nenhum agendamento encontrado</p>
          )}
          <FieldError inputId={selectId} error={error} />
        </>
      )}
    </div>
  );
}

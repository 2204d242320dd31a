import { Copy, Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { WorkingRange } from '../../../shared/booking-slots';
import type { PixKeyType } from '../../../shared/pix';
import { type BookingSettings, bookingSettingsSchema } from '../../../shared/schemas/booking';
import { formatDayBR } from '../../../shared/time';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DateField, TimeField } from '../../components/ui/date-field';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { TextareaField } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { SettingSwitch } from '../notifications/SettingSwitch';
import { useSaveBookingSettings } from './mutations';
import { useBookingSettings } from './queries';

const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
const LENGTHS = [60, 120, 180, 240, 300, 360, 480];
const pixTypes: { value: PixKeyType | ''; label: string }[] = [
  { value: '', label: 'Sem Pix por enquanto' },
  { value: 'cpf', label: 'CPF' },
  { value: 'cnpj', label: 'CNPJ' },
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Celular' },
  { value: 'random', label: 'Chave aleatória' },
];

/** Each weekday as two optional ranges (morning and afternoon, say); a blank pair is no range. */
type DayPairs = [WorkingRange, WorkingRange];
const toPairs = (weekly: WorkingRange[][]): DayPairs[] =>
  weekly.map((ranges) => [ranges[0] ?? { start: '', end: '' }, ranges[1] ?? { start: '', end: '' }]);
const fromPairs = (pairs: DayPairs[]): WorkingRange[][] =>
  pairs.map((pair) => pair.filter((r) => r.start !== '' || r.end !== ''));

/**
 * 'Página de agendamento': the address clients open, what it says, when they can ask for a session,
 * and the Pix key deposits go to. The shared schema checks the form before the server does.
 */
export function BookingSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const query = useBookingSettings(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Página de agendamento">
      {query.data ? (
        <BookingForm settings={query.data} onDone={() => onOpenChange(false)} />
      ) : query.isError ? (
        <Alert>{errorMessage(query.error, 'Erro ao carregar a página de agendamento')}</Alert>
      ) : (
        <p className="py-6 text-center text-sm text-ink-400">Carregando...</p>
      )}
    </Dialog>
  );
}

function BookingForm({ settings, onDone }: { settings: BookingSettings; onDone: () => void }) {
  const [v, setV] = useState(settings);
  const [pairs, setPairs] = useState(() => toPairs(settings.weekly));
  const [dayOff, setDayOff] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBookingSettings();
  const link = `${window.location.origin}/agendar/${v.slug}`;
  const set = <K extends keyof BookingSettings>(key: K, value: BookingSettings[K]) =>
    setV((current) => ({ ...current, [key]: value }));
  const setRange = (day: number, which: 0 | 1, field: keyof WorkingRange, value: string) =>
    setPairs((current) =>
      current.map((pair, i) =>
        i === day ? (pair.map((r, j) => (j === which ? { ...r, [field]: value } : r)) as DayPairs) : pair,
      ),
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Opened from 'Meu Perfil': React would carry this submit on to that form too.
    e.stopPropagation();
    const parsed = bookingSettingsSchema.safeParse({ ...v, weekly: fromPairs(pairs) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Página de agendamento salva!');
        onDone();
      },
      onError: (err) => setError(errorMessage(err, 'Erro ao salvar a página de agendamento')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error && <Alert>{error}</Alert>}
      <SettingSwitch
        label="Página ativa"
        hint="Clientes pedem um horário pelo link; nada é marcado sem você aceitar."
        checked={v.enabled}
        onCheckedChange={(on) => set('enabled', on)}
      />
      <div className="space-y-2">
        <Field
          label="Endereço da página"
          value={v.slug}
          onChange={(e) => set('slug', e.target.value.toLowerCase())}
          autoCapitalize="none"
          hint={link}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(link)
              .then(() => toast.success('Link copiado!'))
              .catch(() => toast.error('Não foi possível copiar o link'))
          }
        >
          <Copy size={16} aria-hidden /> Copiar link
        </Button>
      </div>
      <TextareaField
        label="Apresentação"
        value={v.bio}
        rows={3}
        onChange={(e) => set('bio', e.target.value)}
      />

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink-300">Horários de atendimento</legend>
        {pairs.map((pair, day) => (
          <div key={WEEKDAYS[day]} className="rounded-xl border border-ink-800 p-3">
            <p className="mb-2 text-sm font-medium">{WEEKDAYS[day]}</p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {([0, 1] as const).map((which) => (
                <div key={which} className="contents">
                  {/* Short words on screen under the day's name; the full name for screen readers. */}
                  <TimeField
                    label={which === 0 ? 'Início' : '2º turno: início'}
                    aria-label={`${WEEKDAYS[day]}: ${which === 0 ? 'início' : 'início do 2º turno'}`}
                    value={pair[which].start}
                    onChange={(t) => setRange(day, which, 'start', t)}
                  />
                  <TimeField
                    label={which === 0 ? 'Fim' : '2º turno: fim'}
                    aria-label={`${WEEKDAYS[day]}: ${which === 0 ? 'fim' : 'fim do 2º turno'}`}
                    value={pair[which].end}
                    onChange={(t) => setRange(day, which, 'end', t)}
                  />
                </div>
              ))}
            </div>
          </div>
        ))}
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink-300">Durações de sessão oferecidas</legend>
        <div className="flex flex-wrap gap-2">
          {LENGTHS.map((minutes) => {
            const on = v.sessionLengths.includes(minutes);
            return (
              <label
                key={minutes}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-700 px-3 text-sm has-[:checked]:border-blood-600 has-[:checked]:bg-blood-700/20"
              >
                <input
                  type="checkbox"
                  checked={on}
                  onChange={() =>
                    set(
                      'sessionLengths',
                      on ? v.sessionLengths.filter((m) => m !== minutes) : [...v.sessionLengths, minutes],
                    )
                  }
                />
                {minutes / 60} h
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <Field
          label="Antecedência mínima (horas)"
          inputMode="numeric"
          value={String(v.minNoticeHours)}
          onChange={(e) => set('minNoticeHours', Number(e.target.value.replace(/\D/g, '') || 0))}
        />
        <Field
          label="Agenda aberta (dias à frente)"
          inputMode="numeric"
          value={String(v.horizonDays)}
          onChange={(e) => set('horizonDays', Number(e.target.value.replace(/\D/g, '') || 0))}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink-300">Folgas</legend>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <DateField label="Dia de folga" value={dayOff} onChange={setDayOff} />
          </div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              if (!dayOff) return;
              set('daysOff', [...new Set([...v.daysOff, dayOff])].sort());
              setDayOff('');
            }}
          >
            <Plus size={16} aria-hidden /> Adicionar
          </Button>
        </div>
        {v.daysOff.length > 0 && (
          <ul aria-label="Folgas" className="flex flex-wrap gap-2">
            {v.daysOff.map((day) => (
              <li
                key={day}
                className="flex items-center gap-1 rounded-full bg-ink-800 py-1 pr-1 pl-3 text-sm"
              >
                {formatDayBR(day)}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover folga de ${formatDayBR(day)}`}
                  onClick={() =>
                    set(
                      'daysOff',
                      v.daysOff.filter((d) => d !== day),
                    )
                  }
                >
                  <X size={14} aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink-300">Sinal por Pix</legend>
        <SelectField
          label="Tipo de chave Pix"
          value={v.pixKeyType ?? ''}
          options={pixTypes}
          onChange={(e) => set('pixKeyType', (e.target.value || null) as BookingSettings['pixKeyType'])}
        />
        {v.pixKeyType && (
          <>
            <Field label="Chave Pix" value={v.pixKey} onChange={(e) => set('pixKey', e.target.value)} />
            <div className="grid grid-cols-2 gap-3">
              <Field
                label="Nome de quem recebe"
                value={v.pixName}
                onChange={(e) => set('pixName', e.target.value)}
              />
              <Field label="Cidade" value={v.pixCity} onChange={(e) => set('pixCity', e.target.value)} />
            </div>
            <Field
              label="Prazo para pagar o sinal (horas)"
              inputMode="numeric"
              value={String(v.holdHours)}
              onChange={(e) => set('holdHours', Number(e.target.value.replace(/\D/g, '') || 0))}
            />
          </>
        )}
      </fieldset>

      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

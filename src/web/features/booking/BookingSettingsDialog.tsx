import { Copy, CopyCheck, MapPin, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import type { WorkingRange } from '../../../shared/booking-slots';
import {
  type CancellationPolicy,
  cancellationPolicySchema,
  defaultPolicy,
  describePolicy,
} from '../../../shared/cancellation-policy';
import { mapsLink } from '../../../shared/links';
import type { PixKeyType } from '../../../shared/pix';
import {
  bookingMessages,
  bookingSettingsSchema,
  type SavedBookingSettings,
  studioAddressSchema,
} from '../../../shared/schemas/booking';
import { isValidIsoDay } from '../../../shared/time';
import { isoToDayBR } from '../../../shared/typed-date';
import { FormError } from '../../components/form/form-error';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DateField, TimeField } from '../../components/ui/date-field';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { describedBy, FieldError } from '../../components/ui/field-error';
import { Field, Input } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { SettingSwitch } from '../../components/ui/setting-switch';
import { TextareaField } from '../../components/ui/textarea';
import { useBookingSettings } from '../../entities/booking/queries';
import { useMe } from '../../entities/session/queries';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSaveBookingSettings } from './mutations';

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
const toPairs = (weekly: WorkingRange[][]): WorkingRange[][] =>
  weekly.map((ranges) => [ranges[0] ?? { start: '', end: '' }, ranges[1] ?? { start: '', end: '' }]);
const isBlank = (r: WorkingRange) => r.start === '' && r.end === '';

/** The shared rules for one day's ranges (each range valid, none overlapping). */
const dayRangesSchema = bookingSettingsSchema.shape.weekly.element;

/**
 * The week as the form shows it: seven days of two pairs. Each day's used pairs are checked by the
 * shared rules, and every problem is put back on the time field it is about: a range's own
 * problem under its 'Fim', an overlap under the start of the later range.
 */
const weeklyFormSchema = z
  .array(z.array(z.object({ start: z.string(), end: z.string() })))
  .superRefine((week, ctx) =>
    week.forEach((pairs, day) => {
      const used = pairs.flatMap((range, which) => (isBlank(range) ? [] : [{ range, which }]));
      const checked = dayRangesSchema.safeParse(used.map((u) => u.range));
      for (const issue of checked.error?.issues ?? []) {
        const [index, key] = issue.path;
        const at =
          typeof index === 'number'
            ? used[index]
            : used.reduce((later, u) => (u.range.start > later.range.start ? u : later));
        if (!at) continue;
        const field = typeof index === 'number' && key !== 'start' ? 'end' : 'start';
        ctx.addIssue({ code: 'custom', message: issue.message, path: [day, at.which, field] });
      }
    }),
  )
  .transform((week) => week.map((pairs) => pairs.filter((r) => !isBlank(r))));

/** What is wrong with a typed day off: '25/12' lacks its year; '31/02/2026' is no date. */
function typedDayOffProblem(typed: string): string | null {
  if (typed === '' || isValidIsoDay(typed)) return null;
  return /^\d{2}\/\d{2}\/\d{4}$/.test(typed) ? bookingMessages.dayOffInvalid : dayOffIncomplete;
}
const dayOffIncomplete = 'Digite a data completa: dd/mm/aaaa';

/**
 * The shared settings schema as the form holds it: the studio's address always sent, the week in
 * pairs, and the day being typed before 'Adicionar' — a whole date still there at 'Salvar' is
 * saved with the others (the artist meant it), anything else is refused under its field.
 */
const bookingFormSchema = bookingSettingsSchema.safeExtend({
  address: studioAddressSchema,
  weekly: weeklyFormSchema,
  newDayOff: z.string().superRefine((typed, ctx) => {
    const problem = typedDayOffProblem(typed);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
type SettingsForm = ZodForm<typeof bookingFormSchema>;
const holdHoursSchema = bookingSettingsSchema.shape.holdHours;

/** Whole hours as typed; blank counts as zero (what the schema then accepts or refuses). */
const wholeHours = (typed: unknown) => {
  const text = String(typed ?? '').trim();
  return text === '' ? 0 : Number(text);
};

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

/**
 * The sections register their own fields as they render, one after the other: react-hook-form then
 * knows the fields in screen order, and the first invalid one on screen is the one that takes the
 * focus. (This component registers none itself: it renders before all of them.)
 */
function BookingForm({ settings, onDone }: { settings: SavedBookingSettings; onDone: () => void }) {
  const form = useZodForm(bookingFormSchema, {
    ...settings,
    weekly: toPairs(settings.weekly),
    newDayOff: '',
  });
  const save = useSaveBookingSettings();

  const submit = form.submit(({ newDayOff, ...input }) =>
    save
      .mutateAsync(
        newDayOff ? { ...input, daysOff: [...new Set([...input.daysOff, newDayOff])].sort() } : input,
      )
      .then(
        () => {
          toast.success('Página de agendamento salva!');
          onDone();
        },
        (err) => form.showServerError(err, 'Erro ao salvar a página de agendamento'),
      ),
  );

  return (
    <form
      onSubmit={(e) => {
        // Opened from 'Meu Perfil': React would carry this submit on to that form too.
        e.stopPropagation();
        void submit(e);
      }}
      noValidate
      className="space-y-5"
    >
      <PageSection form={form} />
      <AddressSection form={form} />
      <WeekSection form={form} />
      <SessionLengths form={form} />
      <NoticeSection form={form} />
      <DaysOff form={form} />
      <PixSection form={form} />
      <PolicySection form={form} />
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

/** On or off, the address (lower case as typed, the schema lowers it too) and the words. */
function PageSection({ form }: { form: SettingsForm }) {
  const enabled = useController({ control: form.control, name: 'enabled' }).field;
  const slugField = form.field('slug', {
    onChange: (e) => {
      const lower = e.target.value.toLowerCase();
      if (lower !== e.target.value) form.setValue('slug', lower, { shouldDirty: true });
    },
  });
  const link = `${window.location.origin}/agendar/${form.watch('slug')}`;
  return (
    <>
      <SettingSwitch
        label="Página ativa"
        hint="Clientes pedem um horário pelo link; nada é marcado sem você aceitar."
        checked={Boolean(enabled.value)}
        onCheckedChange={enabled.onChange}
      />
      <div className="space-y-2">
        <Field label="Endereço da página" autoCapitalize="none" hint={link} {...slugField} />
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
      <TextareaField label="Apresentação" rows={3} {...form.field('bio')} />
    </>
  );
}

/**
 * 'Endereço do estúdio' (issue 29): the one address the messages' {endereco}, the client's link and
 * the calendars show — typed here or under Mensagens › 'Editar textos'. 'Ver no mapa' opens it on
 * Google Maps, so the artist sees it leads to the door before a client follows it.
 */
function AddressSection({ form }: { form: SettingsForm }) {
  const address = (form.watch('address') ?? '').trim();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink-300">Onde você atende</legend>
      <Field
        label="Endereço do estúdio"
        placeholder="Ex.: Rua Augusta, 1500, sala 3 — São Paulo"
        hint="O cliente vê este endereço, com o mapa, no link do pedido quando a sessão é marcada. Ele também entra nas mensagens ({endereco}) e nos calendários."
        {...form.field('address')}
      />
      {address && (
        <a
          href={mapsLink(address)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-9 items-center gap-2 rounded-xl border border-ink-700 bg-ink-800 px-3 text-sm font-medium text-ink-100 hover:bg-ink-700"
        >
          <MapPin size={16} aria-hidden /> Ver no mapa
        </a>
      )}
      <Field
        label="WhatsApp para os clientes (opcional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(11) 91234-5678"
        hint="Com ele, o link do pedido mostra 'Falar no WhatsApp'. Sem ele, o botão não aparece."
        {...form.field('whatsapp')}
      />
    </fieldset>
  );
}

type Pairs = WorkingRange[];
const sameHours = (a: Pairs, b: Pairs) =>
  a.length === b.length && a.every((r, i) => r.start === b[i]?.start && r.end === b[i]?.end);
/** 'das 10:00 às 13:00 e das 14:00 às 19:00'. */
const hoursText = (pairs: Pairs) =>
  list(pairs.filter((r) => !isBlank(r)).map((r) => `das ${r.start} às ${r.end}`));
const list = (items: string[]) => new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(items);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The week, with 'Copiar para todos os dias' on each day that has hours: its two ranges go to the
 * other six. Days that already have other hours, and closed days that would open, are named in a
 * question first (a closed day opening takes bookings).
 */
function WeekSection({ form }: { form: SettingsForm }) {
  const [asked, setAsked] = useState<{ from: number; replaced: number[]; opened: number[] } | null>(null);

  const apply = (from: number) => {
    const source = form.getValues(`weekly.${from}`) as Pairs;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    WEEKDAYS.forEach((_, day) => {
      if (day === from) return;
      for (const which of [0, 1] as const)
        for (const end of ['start', 'end'] as const)
          form.setValue(`weekly.${day}.${which}.${end}`, source[which]?.[end] ?? '', options);
    });
    setAsked(null);
    toast.success(`Horários de ${WEEKDAYS[from]!.toLowerCase()} copiados para todos os dias`);
  };

  const copy = async (from: number) => {
    const week = form.getValues('weekly') as Pairs[];
    const source = week[from]!;
    // Hours the day's own rules refuse are shown there, not spread over the week.
    if (!dayRangesSchema.safeParse(source.filter((r) => !isBlank(r))).success) {
      await form.trigger('weekly', { shouldFocus: true });
      return;
    }
    const replaced = week.flatMap((pairs, day) =>
      day !== from && pairs.some((r) => !isBlank(r)) && !sameHours(pairs, source) ? [day] : [],
    );
    const opened = week.flatMap((pairs, day) => (day !== from && pairs.every(isBlank) ? [day] : []));
    if (replaced.length > 0 || opened.length > 0) setAsked({ from, replaced, opened });
    else apply(from);
  };

  const from = asked ? WEEKDAYS[asked.from]!.toLowerCase() : '';
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink-300">Horários de atendimento</legend>
      {WEEKDAYS.map((weekday, day) => (
        <DayRow key={weekday} form={form} day={day} weekday={weekday} onCopy={() => void copy(day)} />
      ))}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={`Copiar os horários de ${from} para todos os dias?`}
        description={
          asked
            ? [
                `Todos os dias ficam ${hoursText(form.getValues(`weekly.${asked.from}`) as Pairs)}, como ${from}.`,
                asked.replaced.length > 0
                  ? `Os horários de ${list(asked.replaced.map((d) => WEEKDAYS[d]!.toLowerCase()))} serão substituídos.`
                  : '',
                asked.opened.length > 0
                  ? `${capitalize(list(asked.opened.map((d) => WEEKDAYS[d]!.toLowerCase())))} ${asked.opened.length > 1 ? 'estavam fechados e passam' : 'estava fechado e passa'} a receber pedidos.`
                  : '',
              ]
                .filter(Boolean)
                .join(' ')
            : undefined
        }
        confirmLabel={asked && asked.replaced.length > 0 ? 'Copiar e substituir' : 'Copiar'}
        onConfirm={() => asked && apply(asked.from)}
      />
    </fieldset>
  );
}

/** Each time's words: on screen (under the day's name), and for screen readers (with it). */
const HOUR_WORDS = [
  { start: ['Início', 'início'], end: ['Fim', 'fim'] },
  { start: ['2º turno: início', 'início do 2º turno'], end: ['2º turno: fim', 'fim do 2º turno'] },
] as const;

/**
 * One weekday's two ranges. A time at fault is outlined where it is; the day's message runs the
 * width of the day under its times (under a single time, a quarter of the sheet wide, it would
 * wrap word by word), and each outlined time is described by it.
 */
function DayRow({
  form,
  day,
  weekday,
  onCopy,
}: {
  form: SettingsForm;
  day: number;
  weekday: string;
  onCopy: () => void;
}) {
  const errorId = useId();
  const fields = ([0, 1] as const).flatMap((which) =>
    (['start', 'end'] as const).map((end) => {
      const name = `weekly.${day}.${which}.${end}` as const;
      return { which, end, name, error: form.getFieldState(name).error?.message };
    }),
  );
  const dayMessages = [...new Set(fields.flatMap((f) => (f.error ? [f.error] : [])))];
  const describedBy = dayMessages.map((_, i) => `${errorId}-${i}-error`).join(' ') || undefined;
  const hasHours = (form.watch(`weekly.${day}`) as Pairs | undefined)?.some((r) => !isBlank(r));
  return (
    // Named by its day, so 'Copiar para todos os dias' is read as this day's; the day's name on
    // screen sits in a row with that button, where a legend cannot.
    <fieldset className="min-w-0 rounded-xl border border-ink-800 p-3">
      <legend className="sr-only">{weekday}</legend>
      <div className="mb-2 flex min-h-9 items-center justify-between gap-2">
        <p aria-hidden className="text-sm font-medium">
          {weekday}
        </p>
        {hasHours && (
          <Button type="button" variant="ghost" size="sm" className="-mr-2" onClick={onCopy}>
            <CopyCheck size={16} aria-hidden /> Copiar para todos os dias
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {fields.map(({ which, end, name, error }) => (
          // Short words on screen under the day's name; the full name for screen readers.
          <HourField
            key={name}
            form={form}
            name={name}
            label={HOUR_WORDS[which][end][0]}
            aria-label={`${weekday}: ${HOUR_WORDS[which][end][1]}`}
            aria-describedby={error ? describedBy : undefined}
            invalid={Boolean(error)}
          />
        ))}
      </div>
      {dayMessages.length > 0 && (
        <div className="mt-2 space-y-1">
          {dayMessages.map((message, i) => (
            <FieldError key={message} inputId={`${errorId}-${i}`} error={message} />
          ))}
        </div>
      )}
    </fieldset>
  );
}

function NoticeSection({ form }: { form: SettingsForm }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field
        label="Antecedência mínima (horas)"
        inputMode="numeric"
        {...form.field('minNoticeHours', { setValueAs: wholeHours })}
      />
      <Field
        label="Agenda aberta (dias à frente)"
        inputMode="numeric"
        {...form.field('horizonDays', { setValueAs: wholeHours })}
      />
    </div>
  );
}

/** The key deposits go to; its details and the deadline only once a kind of key is chosen. */
function PixSection({ form }: { form: SettingsForm }) {
  const typeField = form.field('pixKeyType', {
    setValueAs: (v) => v || null,
    // Without Pix the deadline is hidden: a wrong one typed before must not block the save unseen.
    onChange: (e) => {
      if (!e.target.value && !holdHoursSchema.safeParse(form.getValues('holdHours')).success)
        form.resetField('holdHours');
    },
  });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink-300">Sinal por Pix</legend>
      <SelectField label="Tipo de chave Pix" options={pixTypes} {...typeField} />
      {form.watch('pixKeyType') && (
        <>
          <Field label="Chave Pix" {...form.field('pixKey')} />
          <div className="grid grid-cols-2 gap-3">
            <Field label="Nome de quem recebe" {...form.field('pixName')} />
            <Field label="Cidade" {...form.field('pixCity')} />
          </div>
          <Field
            label="Prazo para pagar o sinal (horas)"
            inputMode="numeric"
            {...form.field('holdHours', { setValueAs: wholeHours })}
          />
        </>
      )}
    </fieldset>
  );
}

/**
 * 'Política de cancelamento' (issue 28): off, the page offers none (the client's link neither moves
 * nor cancels); on, its three numbers, with the text the client will read and accept before sending.
 * Saving a change makes a new version: clients who already booked keep the one they accepted.
 */
function PolicySection({ form }: { form: SettingsForm }) {
  const policy = form.watch('policy') as CancellationPolicy | null | undefined;
  // Switched off and on again, the numbers typed before come back.
  const last = useRef<CancellationPolicy>(policy ?? defaultPolicy);
  const artistName = useMe().data?.name ?? '';
  const toggle = (on: boolean) => {
    if (!on && policy) last.current = policy;
    form.clearErrors('policy');
    form.setValue('policy', on ? last.current : null, { shouldDirty: true });
  };
  const preview = policy ? cancellationPolicySchema.safeParse(policy) : null;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink-300">Política de cancelamento</legend>
      <SettingSwitch
        label="Oferecer uma política de cancelamento"
        hint={
          policy
            ? 'O cliente lê e aceita antes de enviar o pedido. Pelo link dele, remarca ou cancela dentro destas regras.'
            : 'Sem política, o cliente não remarca nem cancela pelo link: ele fala com você pelo WhatsApp.'
        }
        checked={Boolean(policy)}
        onCheckedChange={toggle}
      />
      {policy && (
        <>
          <PolicyNumber
            form={form}
            name="policy.refundUntilHours"
            before="Devolver o sinal se cancelar até"
            after={(n) => (n === 1 ? 'hora antes' : 'horas antes')}
            label="Devolver o sinal se cancelar até quantas horas antes da sessão"
          />
          <PolicyNumber
            form={form}
            name="policy.rescheduleUntilHours"
            before="Remarcar pelo link até"
            after={(n) => (n === 1 ? 'hora antes,' : 'horas antes,')}
            label="Remarcar pelo link até quantas horas antes da sessão"
          />
          <PolicyNumber
            form={form}
            name="policy.maxReschedules"
            before="no máximo"
            after={(n) => (n === 1 ? 'vez' : 'vezes')}
            label="Remarcar pelo link no máximo quantas vezes"
          />
          <div className="rounded-xl border border-ink-800 bg-ink-950 p-3">
            <p className="text-xs font-medium text-ink-400">O que o cliente lê</p>
            {preview?.success ? (
              <ul
                aria-label="O que o cliente lê"
                className="mt-1.5 list-disc space-y-1 pl-4 text-sm text-ink-200"
              >
                {describePolicy(preview.data, artistName).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1.5 text-sm text-ink-400">Corrija os números acima para ver o texto.</p>
            )}
          </div>
          <p className="text-xs text-ink-400">
            Ao mudar a política, ela vale para os próximos pedidos. Quem já agendou continua com a versão que
            aceitou.
          </p>
        </>
      )}
    </fieldset>
  );
}

/**
 * One number of the policy, inside its sentence ('Remarcar pelo link até [48] horas antes'): the
 * words on the left (they wrap on a phone), the boxes one under the other with their unit.
 */
function PolicyNumber({
  form,
  name,
  before,
  after,
  label,
}: {
  form: SettingsForm;
  name: 'policy.refundUntilHours' | 'policy.rescheduleUntilHours' | 'policy.maxReschedules';
  before: string;
  /** The unit after the box, agreeing with the number typed ('1 hora', '2 horas'). */
  after: (n: number) => string;
  /** The whole question, for screen readers (the sentence around the box is read apart from it). */
  label: string;
}) {
  const id = useId();
  const { error, ...field } = form.field(name, { setValueAs: wholeHours });
  const value = form.watch(name);
  return (
    <div className="space-y-1.5">
      <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 text-sm text-ink-200">
        <span aria-hidden>{before}</span>
        <span className="flex items-center gap-2">
          <Input
            id={id}
            inputMode="numeric"
            aria-label={label}
            className="w-20 text-center"
            {...field}
            {...describedBy(id, { error })}
          />
          <span aria-hidden className="w-24">
            {after(Number(value))}
          </span>
        </span>
      </div>
      <FieldError inputId={id} error={error} />
    </div>
  );
}

/** One start or end of a weekday's range (its day says what is wrong). */
function HourField({
  form,
  name,
  invalid,
  ...props
}: {
  form: SettingsForm;
  name: `weekly.${number}.${0 | 1}.${'start' | 'end'}`;
  label: string;
  'aria-label': string;
  'aria-describedby'?: string;
  invalid: boolean;
}) {
  const { field } = useController({ control: form.control, name });
  return (
    <TimeField
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={invalid || undefined}
    />
  );
}

/** The lengths offered, as boxes; 'Escolha ao menos uma duração de sessão' shows under them. */
function SessionLengths({ form }: { form: SettingsForm }) {
  const { field } = useController({ control: form.control, name: 'sessionLengths' });
  const chosen: number[] = field.value ?? [];
  const error = form.errorOf('sessionLengths');
  const errorId = useId();
  return (
    <fieldset aria-describedby={typeof error === 'string' ? `${errorId}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink-300">Durações de sessão oferecidas</legend>
      <div className="flex flex-wrap gap-2">
        {LENGTHS.map((minutes, i) => {
          const on = chosen.includes(minutes);
          return (
            <label
              key={minutes}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-700 px-3 text-sm has-[:checked]:border-blood-600 has-[:checked]:bg-blood-700/20 has-[[aria-invalid=true]]:border-blood-400"
            >
              <input
                // The first box takes the focus when none is chosen.
                ref={i === 0 ? field.ref : undefined}
                type="checkbox"
                checked={on}
                aria-invalid={error ? true : undefined}
                onBlur={field.onBlur}
                onChange={() =>
                  field.onChange(on ? chosen.filter((m) => m !== minutes) : [...chosen, minutes])
                }
              />
              {minutes / 60} h
            </label>
          );
        })}
      </div>
      <div className="mt-1.5">
        <FieldError inputId={errorId} error={error} />
      </div>
    </fieldset>
  );
}

/**
 * 'Folgas': a day is typed (or picked) and added to the list — 'Adicionar' or Enter — which stays in
 * date order. What is not a whole date ('25/12', '31/02/2026') is refused under the field and never
 * reaches the list; a whole date left typed is saved with the rest.
 * (The list is plain ISO days, as the schema has it: no field array, whose rows must be objects.)
 */
function DaysOff({ form }: { form: SettingsForm }) {
  const list = useController({ control: form.control, name: 'daysOff' }).field;
  const typing = useController({ control: form.control, name: 'newDayOff' }).field;
  const typingId = useId();
  const days: string[] = list.value ?? [];
  // A saved day the rules refuse (the server would not have taken it; shown all the same).
  const listError = days.map((_, i) => form.errorOf(`daysOff.${i}`)).find((e) => typeof e === 'string');

  const add = () => {
    const day = form.getValues('newDayOff');
    if (!day) return;
    const problem = typedDayOffProblem(day);
    if (problem) {
      form.setError('newDayOff', { type: 'validate', message: problem }, { shouldFocus: true });
      // With room for the message under it (a focused field may sit at the sheet's very edge).
      setTimeout(() => document.getElementById(typingId)?.scrollIntoView({ block: 'center' }), 0);
      return;
    }
    list.onChange([...new Set([...days, day])].sort());
    form.setValue('newDayOff', '');
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink-300">Folgas</legend>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <DateField
            ref={typing.ref}
            id={typingId}
            name={typing.name}
            label="Dia de folga"
            value={typing.value ?? ''}
            onChange={(day) => {
              form.clearErrors('newDayOff');
              typing.onChange(day);
            }}
            onBlur={typing.onBlur}
            // Enter adds the day (it would otherwise save the whole form, the day still typed).
            onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
            error={form.errorOf('newDayOff') ?? listError}
          />
        </div>
        {/* Level with the input, under the label, whatever shows below it. */}
        <Button type="button" variant="secondary" className="mt-6.5" onClick={add}>
          <Plus size={16} aria-hidden /> Adicionar
        </Button>
      </div>
      {days.length > 0 && (
        <ul aria-label="Folgas" className="flex flex-wrap gap-2">
          {days.map((day) => (
            <li key={day} className="flex items-center gap-1 rounded-full bg-ink-800 py-1 pr-1 pl-3 text-sm">
              {isoToDayBR(day)}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remover folga de ${isoToDayBR(day)}`}
                onClick={() => list.onChange(days.filter((d) => d !== day))}
              >
                <X size={14} aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

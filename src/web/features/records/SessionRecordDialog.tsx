import { FileDown, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import type { Appointment } from '../../../shared/schemas/appointment';
import {
  type SessionRecord,
  type SessionRecordDraft,
  sessionRecordInputSchema,
} from '../../../shared/schemas/session-record';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import { DownloadButton } from '../../components/download-button';
import { FormError } from '../../components/form/form-error';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { describedBy, FieldError } from '../../components/ui/field-error';
import { Field } from '../../components/ui/input';
import { TextareaField } from '../../components/ui/textarea';
import { appointmentCaption } from '../../entities/appointments/appointment-time';
import { SessionHealthAlert } from '../../entities/health-alerts/HealthAlert';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { InkLotForm } from './InkLotForm';
import { expiryText, inkName } from './ink-label';
import { useSaveSessionRecord } from './mutations';
import { useInkLots, useSessionRecord, useSessionRecordDraft } from './queries';

/**
 * 'Ficha técnica': where it was done, what with — inks picked from the inventory (an expired lot is
 * warned about when ticked), needle lot, sterilisation batch — and what happened after.
 */
export function SessionRecordDialog({
  appointment,
  onOpenChange,
}: {
  appointment: Appointment | null;
  onOpenChange: (open: boolean) => void;
}) {
  const record = useSessionRecord(appointment?.id ?? null);
  // Asked beside the record, not after it: a new ficha opens as fast as a saved one. Without an
  // answer (offline, or refused) the ficha still opens, without the request's values.
  const draft = useSessionRecordDraft(appointment?.id ?? null);
  const draftSettled = !draft.isPending || draft.fetchStatus !== 'fetching';
  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={onOpenChange}
      title="Ficha técnica"
      description={appointment ? appointmentCaption(appointment) : undefined}
      wide
    >
      {appointment && <SessionHealthAlert appointment={appointment} className="mb-4" />}
      {appointment &&
        (record.isSuccess && draftSettled ? (
          <RecordForm
            key={appointment.id}
            appointment={appointment}
            saved={record.data}
            draft={draft.data ?? null}
            onDone={() => onOpenChange(false)}
          />
        ) : record.isError ? (
          <Alert>{errorMessage(record.error, 'Erro ao carregar a ficha técnica')}</Alert>
        ) : (
          <p role="status" className="text-sm text-ink-400">
            Carregando…
          </p>
        ))}
    </Dialog>
  );
}

type RecordFormState = ZodForm<typeof sessionRecordInputSchema>;

/** A new ficha's description: the session's title, and the size the client asked for when known. */
const startingDescription = (title: string, draft: SessionRecordDraft | null) =>
  draft?.size ? `${title}\nTamanho: ${draft.size}` : title;

function RecordForm({
  appointment,
  saved,
  draft,
  onDone,
}: {
  appointment: Appointment;
  saved: SessionRecord | null;
  /** The booking request's body site and size, for a ficha not written yet. */
  draft: SessionRecordDraft | null;
  onDone: () => void;
}) {
  const sessionDay = splitSaoPaulo(new Date(appointment.startTime)).day;
  const fromRequest = !saved && draft !== null;
  const form = useZodForm(sessionRecordInputSchema, {
    bodySite: saved?.bodySite ?? draft?.bodySite ?? '',
    description: saved?.description ?? startingDescription(appointment.title, draft),
    inkLotIds: saved?.inks.map((i) => i.inkLotId).filter((id): id is string => id !== null) ?? [],
    needleLot: saved?.needleLot ?? '',
    sterilizationBatch: saved?.sterilizationBatch ?? '',
    adverseReactions: saved?.adverseReactions ?? '',
    aftercare: saved?.aftercare ?? '',
  });
  const save = useSaveSessionRecord();
  const markSaved = useMarkSaved();

  const submit = form.submit((input) =>
    save.mutateAsync({ appointmentId: appointment.id, input }).then(
      () => {
        markSaved();
        toast.success('Ficha técnica salva!');
        onDone();
      },
      (err) => form.showServerError(err, 'Erro ao salvar a ficha técnica'),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {fromRequest && (
        <p className="text-sm text-ink-300">Local do corpo e tamanho vieram do pedido do cliente. Confira.</p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Local do corpo" {...form.field('bodySite')} />
        <Field label="Lote da agulha" {...form.field('needleLot')} />
      </div>
      <TextareaField label="Descrição" rows={2} {...form.field('description')} />

      <InksUsed form={form} saved={saved} sessionDay={sessionDay} />

      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Lote/ciclo de esterilização" {...form.field('sterilizationBatch')} />
      </div>
      <TextareaField label="Reações adversas" rows={2} {...form.field('adverseReactions')} />
      <TextareaField label="Cuidados orientados" rows={2} {...form.field('aftercare')} />
      {saved && appointment.clientId && (
        // The saved record, its consent and the anamnese of that day, for the inspection or the client.
        <DownloadButton
          path={`/api/appointments/${appointment.id}/record.pdf`}
          fileName="sessao.pdf"
          variant="ghost"
        >
          <FileDown size={16} aria-hidden /> Baixar PDF da sessão
        </DownloadButton>
      )}
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} pending={save.isPending} label="Salvar ficha" />
    </form>
  );
}

/**
 * 'Tintas usadas': lots ticked from the inventory (an expired one warned about), a new lot added on
 * the spot, and inks recorded from lots no longer listed. Its own component, so the list is bound
 * after 'Local do corpo' (react-hook-form focuses the first invalid field in the order fields were
 * bound, and a hook in the form itself would bind the list first).
 */
function InksUsed({
  form,
  saved,
  sessionDay,
}: {
  form: RecordFormState;
  saved: SessionRecord | null;
  sessionDay: string;
}) {
  const inks = useInkLots();
  const inkField = useController({ control: form.control, name: 'inkLotIds' }).field;
  const chosen: string[] = inkField.value ?? [];
  const [adding, setAdding] = useState(false);
  const inkError = form.errorOf('inkLotIds');
  const inksId = useId();

  const lots = inks.data ?? [];
  const expiredChosen = lots.filter((l) => chosen.includes(l.id) && l.expiresOn < sessionDay);
  // Inks recorded from lots since archived or no longer listed stay visible, read-only.
  const gone = saved?.inks.filter((i) => !i.inkLotId || !lots.some((l) => l.id === i.inkLotId)) ?? [];

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-ink-300">Tintas usadas</legend>
      {lots.length === 0 && !adding && (
        <p className="text-sm text-ink-400">Nenhuma tinta no estoque ainda. Adicione o primeiro lote.</p>
      )}
      <ul className="max-h-64 space-y-2 overflow-y-auto">
        {lots.map((l, i) => {
          const expired = l.expiresOn < sessionDay;
          return (
            <li key={l.id}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-ink-700 bg-ink-850 px-3 py-2 text-sm has-[:checked]:border-blood-500">
                <input
                  // The first box takes the focus when the list is refused (more than 30 inks).
                  ref={i === 0 ? inkField.ref : undefined}
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 shrink-0 accent-blood-500"
                  checked={chosen.includes(l.id)}
                  onChange={(e) =>
                    inkField.onChange(
                      e.target.checked ? [...chosen, l.id] : chosen.filter((id) => id !== l.id),
                    )
                  }
                  onBlur={inkField.onBlur}
                  {...describedBy(inksId, { error: inkError })}
                />
                <span className="min-w-0">
                  <span className="block break-words">{inkName(l)}</span>
                  <span className={expired ? 'text-amber-300' : 'text-ink-400'}>
                    {l.manufacturer} · {expiryText(l, sessionDay)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError inputId={inksId} error={inkError} />
      {gone.map((i) => (
        <p key={`${i.lot}-${i.product}`} className="text-sm text-ink-400">
          {inkName(i)} (fora do estoque)
        </p>
      ))}
      {expiredChosen.length > 0 && (
        <Alert tone="warning">
          {expiredChosen
            .map((l) => `Lote vencido: ${inkName(l)} venceu em ${formatDayBR(l.expiresOn)}.`)
            .join(' ')}
        </Alert>
      )}
      {adding ? (
        <InkLotForm
          onCancel={() => setAdding(false)}
          onCreated={(lot) => {
            inkField.onChange([...(form.getValues('inkLotIds') ?? []), lot.id]);
            setAdding(false);
            toast.success('Lote adicionado ao estoque!');
          }}
        />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          <Plus size={16} aria-hidden /> Novo lote de tinta
        </Button>
      )}
    </fieldset>
  );
}

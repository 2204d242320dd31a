import { FileDown, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import { type SessionRecord, sessionRecordInputSchema } from '../../../shared/schemas/session-record';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import { DownloadButton } from '../../components/download-button';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { TextareaField } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { appointmentCaption } from '../agenda/calendar';
import { InkLotForm } from './InkLotForm';
import { expiryText, inkName } from './ink-label';
import { useSaveSessionRecord } from './mutations';
import { useInkLots, useSessionRecord } from './queries';

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
  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={onOpenChange}
      title="Ficha técnica"
      description={appointment ? appointmentCaption(appointment) : undefined}
      wide
    >
      {appointment &&
        (record.isSuccess ? (
          <RecordForm
            key={appointment.id}
            appointment={appointment}
            saved={record.data}
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

function RecordForm({
  appointment,
  saved,
  onDone,
}: {
  appointment: Appointment;
  saved: SessionRecord | null;
  onDone: () => void;
}) {
  const inks = useInkLots();
  const sessionDay = splitSaoPaulo(new Date(appointment.startTime)).day;
  const [fields, setFields] = useState({
    bodySite: saved?.bodySite ?? '',
    description: saved?.description ?? appointment.title,
    needleLot: saved?.needleLot ?? '',
    sterilizationBatch: saved?.sterilizationBatch ?? '',
    adverseReactions: saved?.adverseReactions ?? '',
    aftercare: saved?.aftercare ?? '',
  });
  const [chosen, setChosen] = useState<string[]>(
    saved?.inks.map((i) => i.inkLotId).filter((id): id is string => id !== null) ?? [],
  );
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSessionRecord();
  const markSaved = useMarkSaved();
  const set = (key: keyof typeof fields) => (value: string) => setFields((old) => ({ ...old, [key]: value }));

  const lots = inks.data ?? [];
  const expiredChosen = lots.filter((l) => chosen.includes(l.id) && l.expiresOn < sessionDay);
  // Inks recorded from lots since archived or no longer listed stay visible, read-only.
  const gone = saved?.inks.filter((i) => !i.inkLotId || !lots.some((l) => l.id === i.inkLotId)) ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = sessionRecordInputSchema.safeParse({ ...fields, inkLotIds: chosen });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
      return;
    }
    setError(null);
    save.mutate(
      { appointmentId: appointment.id, input: parsed.data },
      {
        onSuccess: () => {
          markSaved();
          toast.success('Ficha técnica salva!');
          onDone();
        },
        onError: (err) => setError(errorMessage(err, 'Erro ao salvar a ficha técnica')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Local do corpo"
          value={fields.bodySite}
          onChange={(e) => set('bodySite')(e.target.value)}
        />
        <Field
          label="Lote da agulha"
          value={fields.needleLot}
          onChange={(e) => set('needleLot')(e.target.value)}
        />
      </div>
      <TextareaField
        label="Descrição"
        rows={2}
        value={fields.description}
        onChange={(e) => set('description')(e.target.value)}
      />

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-ink-300">Tintas usadas</legend>
        {lots.length === 0 && !adding && (
          <p className="text-sm text-ink-400">Nenhuma tinta no estoque ainda. Adicione o primeiro lote.</p>
        )}
        <ul className="max-h-64 space-y-2 overflow-y-auto">
          {lots.map((l) => {
            const expired = l.expiresOn < sessionDay;
            return (
              <li key={l.id}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-ink-700 bg-ink-850 px-3 py-2 text-sm has-[:checked]:border-blood-500">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 shrink-0 accent-blood-500"
                    checked={chosen.includes(l.id)}
                    onChange={(e) =>
                      setChosen((old) =>
                        e.target.checked ? [...old, l.id] : old.filter((id) => id !== l.id),
                      )
                    }
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
              setChosen((old) => [...old, lot.id]);
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

      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Lote/ciclo de esterilização"
          value={fields.sterilizationBatch}
          onChange={(e) => set('sterilizationBatch')(e.target.value)}
        />
      </div>
      <TextareaField
        label="Reações adversas"
        rows={2}
        value={fields.adverseReactions}
        onChange={(e) => set('adverseReactions')(e.target.value)}
      />
      <TextareaField
        label="Cuidados orientados"
        rows={2}
        value={fields.aftercare}
        onChange={(e) => set('aftercare')(e.target.value)}
      />
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
      <FormActions onCancel={onDone} pending={save.isPending} label="Salvar ficha" />
    </form>
  );
}

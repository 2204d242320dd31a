import { type FormEvent, useState } from 'react';
import {
  type Anamnesis,
  type AnamnesisKey,
  anamnesisInputSchema,
  anamnesisQuestions,
  healthConsentText,
} from '../../../shared/schemas/anamnesis';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { TextareaField } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useFillAnamnesis } from './mutations';

type Answers = Record<AnamnesisKey, { yes: boolean | null; detail: string }>;

/**
 * The questionnaire on the artist's phone or tablet, handed to the client ('Preencher neste
 * aparelho'), or one filling shown read-only. Starts from the latest answers, so a returning client
 * only corrects what changed.
 */
export function AnamnesisDialog({
  clientId,
  clientName,
  open,
  start,
  readOnly,
  onOpenChange,
}: {
  clientId: string;
  clientName: string;
  open: boolean;
  start: Anamnesis | null;
  readOnly?: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={readOnly ? 'Anamnese' : 'Ficha de saúde (anamnese)'}
      description={clientName}
      wide
    >
      {open && (
        <AnamnesisForm
          clientId={clientId}
          start={start}
          readOnly={readOnly ?? false}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function AnamnesisForm({
  clientId,
  start,
  readOnly,
  onDone,
}: {
  clientId: string;
  start: Anamnesis | null;
  readOnly: boolean;
  onDone: () => void;
}) {
  const [answers, setAnswers] = useState<Answers>(
    () =>
      Object.fromEntries(
        anamnesisQuestions.map((q) => [
          q.key,
          { yes: start ? start.answers[q.key].yes : null, detail: start?.answers[q.key].detail ?? '' },
        ]),
      ) as Answers,
  );
  const [notes, setNotes] = useState(start?.notes ?? '');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fill = useFillAnamnesis(clientId);
  const markSaved = useMarkSaved();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = anamnesisInputSchema.safeParse({ answers, notes, healthConsent: consent });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
      return;
    }
    setError(null);
    fill.mutate(parsed.data, {
      onSuccess: () => {
        markSaved();
        toast.success('Anamnese salva!');
        onDone();
      },
      onError: (err) => setError(errorMessage(err, 'Erro ao salvar a anamnese')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <ol className="space-y-3">
        {anamnesisQuestions.map((q, i) => {
          const a = answers[q.key];
          const set = (next: Partial<Answers[AnamnesisKey]>) =>
            setAnswers((old) => ({ ...old, [q.key]: { ...old[q.key], ...next } }));
          return (
            <li key={q.key}>
              <fieldset className="rounded-xl border border-ink-800 bg-ink-850 p-3" disabled={readOnly}>
                <legend className="sr-only">{q.label}</legend>
                <p aria-hidden className="text-sm">
                  {i + 1}. {q.label}
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {([true, false] as const).map((yes) => (
                    <label
                      key={String(yes)}
                      className={cn(
                        'flex h-11 cursor-pointer items-center gap-2 rounded-xl border px-4 text-sm',
                        a.yes === yes ? 'border-blood-500 bg-blood-700/20' : 'border-ink-700',
                      )}
                    >
                      <input
                        type="radio"
                        name={q.key}
                        checked={a.yes === yes}
                        onChange={() => set({ yes })}
                        className="h-4 w-4 accent-blood-500"
                      />
                      {yes ? 'Sim' : 'Não'}
                    </label>
                  ))}
                  {(a.yes || a.detail) && (
                    <input
                      aria-label={`Detalhes: ${q.label}`}
                      placeholder="Qual? Detalhes"
                      value={a.detail}
                      maxLength={300}
                      onChange={(e) => set({ detail: e.target.value })}
                      className="h-11 min-w-0 flex-1 rounded-xl border border-ink-700 bg-ink-900 px-3 text-sm"
                    />
                  )}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <TextareaField
        label="Observações"
        rows={2}
        value={notes}
        readOnly={readOnly}
        onChange={(e) => setNotes(e.target.value)}
        maxLength={1000}
      />
      {readOnly ? (
        <p className="text-xs text-ink-400">Autorização de uso dos dados de saúde dada ao preencher.</p>
      ) : (
        <>
          <label className="flex items-start gap-3 rounded-xl border border-amber-800/60 bg-amber-950/30 p-3 text-sm">
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-blood-500"
            />
            {healthConsentText}
          </label>
          <FormActions onCancel={onDone} pending={fill.isPending} label="Salvar anamnese" />
        </>
      )}
    </form>
  );
}

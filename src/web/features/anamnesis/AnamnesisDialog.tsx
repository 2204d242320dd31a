import { useId } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import {
  type Anamnesis,
  type AnamnesisKey,
  anamnesisInputSchema,
  anamnesisQuestions,
  healthConsentText,
} from '../../../shared/schemas/anamnesis';
import { FormError } from '../../components/form/form-error';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { describedBy, FieldError } from '../../components/ui/field-error';
import { TextareaField } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useFillAnamnesis } from './mutations';

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

/** The shared questionnaire; the authorization box starts unticked (the schema takes only a tick). */
const anamnesisFormSchema = anamnesisInputSchema.extend({
  healthConsent: z.boolean().pipe(anamnesisInputSchema.shape.healthConsent),
});

type AnamnesisForm = ZodForm<typeof anamnesisFormSchema>;

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
  const form = useZodForm(anamnesisFormSchema, {
    // Unanswered questions stay blank (no 'Não' chosen for the client).
    answers: Object.fromEntries(
      anamnesisQuestions.map((q) => [
        q.key,
        { yes: start?.answers[q.key].yes, detail: start?.answers[q.key].detail ?? '' },
      ]),
    ),
    notes: start?.notes ?? '',
    // Asked on every filling: the authorization is given again each time.
    healthConsent: false,
  });
  const fill = useFillAnamnesis(clientId);
  const markSaved = useMarkSaved();

  const submit = form.submit((input) =>
    fill.mutateAsync(input).then(
      () => {
        markSaved();
        toast.success('Anamnese salva!');
        onDone();
      },
      (err) => form.showServerError(err, 'Erro ao salvar a anamnese'),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ol className="space-y-3">
        {anamnesisQuestions.map((q, i) => (
          <li key={q.key}>
            <Question
              form={form}
              questionKey={q.key}
              label={`${i + 1}. ${q.label}`}
              legend={q.label}
              readOnly={readOnly}
            />
          </li>
        ))}
      </ol>
      <NotesAndConsent form={form} readOnly={readOnly} />
      {readOnly ? null : (
        <>
          <FormError message={form.formError} />
          <FormActions onCancel={onDone} pending={fill.isPending} label="Salvar anamnese" />
        </>
      )}
    </form>
  );
}

/**
 * After the questions, and registered after them (react-hook-form focuses the first invalid field
 * in the order fields were registered: an unanswered question comes before a missing tick).
 */
function NotesAndConsent({ form, readOnly }: { form: AnamnesisForm; readOnly: boolean }) {
  const consentId = useId();
  const consentError = form.errorOf('healthConsent');
  return (
    <>
      <TextareaField
        label="Observações"
        rows={2}
        readOnly={readOnly}
        maxLength={1000}
        {...form.field('notes')}
      />
      {readOnly ? (
        <p className="text-xs text-ink-400">Autorização de uso dos dados de saúde dada ao preencher.</p>
      ) : (
        <div className="space-y-1.5">
          <label className="flex items-start gap-3 rounded-xl border border-amber-800/60 bg-amber-950/30 p-3 text-sm has-[[aria-invalid=true]]:border-blood-400">
            <input
              id={consentId}
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 accent-blood-500"
              {...form.register('healthConsent')}
              {...describedBy(consentId, { error: consentError })}
            />
            {healthConsentText}
          </label>
          <FieldError inputId={consentId} error={consentError} />
        </div>
      )}
    </>
  );
}

/** One question: Sim / Não, and a detail once answered yes (or already holding one). */
function Question({
  form,
  questionKey,
  label,
  legend,
  readOnly,
}: {
  form: AnamnesisForm;
  questionKey: AnamnesisKey;
  label: string;
  legend: string;
  readOnly: boolean;
}) {
  const yesName = `answers.${questionKey}.yes` as const;
  const detailName = `answers.${questionKey}.detail` as const;
  const { field } = useController({ control: form.control, name: yesName });
  const detail = form.watch(detailName);
  const error = form.errorOf(yesName);
  const id = useId();
  return (
    <fieldset
      className={cn('rounded-xl border bg-ink-850 p-3', error ? 'border-blood-400' : 'border-ink-800')}
      disabled={readOnly}
    >
      <legend className="sr-only">{legend}</legend>
      <p aria-hidden className="text-sm">
        {label}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {([true, false] as const).map((yes) => (
          <label
            key={String(yes)}
            className={cn(
              'flex h-11 cursor-pointer items-center gap-2 rounded-xl border px-4 text-sm',
              field.value === yes ? 'border-blood-500 bg-blood-700/20' : 'border-ink-700',
            )}
          >
            <input
              // 'Sim' takes the focus when the question was left unanswered.
              ref={yes ? field.ref : undefined}
              type="radio"
              name={field.name}
              checked={field.value === yes}
              onChange={() => field.onChange(yes)}
              onBlur={field.onBlur}
              className="h-4 w-4 accent-blood-500"
              {...describedBy(id, { error })}
            />
            {yes ? 'Sim' : 'Não'}
          </label>
        ))}
        {(field.value || detail) && (
          <input
            aria-label={`Detalhes: ${legend}`}
            placeholder="Qual? Detalhes"
            maxLength={300}
            className="h-11 min-w-0 flex-1 rounded-xl border border-ink-700 bg-ink-900 px-3 text-sm"
            {...form.register(detailName)}
          />
        )}
      </div>
      <FieldError inputId={id} error={error} />
    </fieldset>
  );
}

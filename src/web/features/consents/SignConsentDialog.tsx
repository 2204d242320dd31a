import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { consentMessages, signConsentSchema } from '../../../shared/schemas/consent';
import { isMinor, isValidIsoDay } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { FormDateField } from '../../components/form/form-fields';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { consentKeys, useRecordSettings } from '../../entities/consents/queries';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSignConsent } from './mutations';
import { SignaturePadField } from './SignaturePadField';

export interface ConsentClient {
  id: string;
  name: string;
  birthDate: string | null;
  document: string | null;
}

/** A session the consent can be for: label as the list shows it. */
export interface ConsentSession {
  id: string;
  label: string;
}

/**
 * The consent (TCLE) handed to the client on the artist's phone or tablet: the studio's current
 * text, who signs (name, date of birth, document), the session, and a finger signature — plus the
 * guardian's when the date of birth makes the client a minor today (São Paulo time).
 */
export function SignConsentDialog({
  client,
  sessions,
  appointmentId,
  open,
  onOpenChange,
}: {
  client: ConsentClient;
  sessions: ConsentSession[];
  appointmentId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Termo de consentimento"
      description={client.name}
      wide
    >
      {open && (
        <SignConsentForm
          client={client}
          sessions={sessions}
          appointmentId={appointmentId}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

const isMinorOn = (birth: string | null | undefined) => !!birth && isValidIsoDay(birth) && isMinor(birth);

/** Checked even while other fields are still wrong, so every missing part is named at once. */
const always = { when: () => true };

/**
 * The shared contract, as the form holds it: the text's id comes from the screen, not a field;
 * blank session and blank guardian signature are none. A minor signs with a guardian.
 */
const signConsentFormSchema = signConsentSchema
  .omit({ textId: true })
  .extend({
    appointmentId: z
      .string()
      .transform((id): string | null | undefined => id || null)
      .pipe(signConsentSchema.shape.appointmentId),
    guardianSignature: z
      .string()
      .transform((png): string | null | undefined => png || null)
      .pipe(signConsentSchema.shape.guardianSignature),
  })
  .refine((v) => !isMinorOn(v.signerBirthDate) || !!v.guardianName, {
    error: consentMessages.guardianNameRequired,
    path: ['guardianName'],
    ...always,
  })
  .refine((v) => !isMinorOn(v.signerBirthDate) || !!v.guardianDocument, {
    error: consentMessages.guardianDocumentRequired,
    path: ['guardianDocument'],
    ...always,
  })
  .refine((v) => !isMinorOn(v.signerBirthDate) || !!v.guardianSignature, {
    error: consentMessages.guardianSignatureRequired,
    path: ['guardianSignature'],
    ...always,
  });

type ConsentForm = ZodForm<typeof signConsentFormSchema>;

/** The fields in the order the screen shows them (the schema lists the document before the date). */
const screenOrder = [
  'signerName',
  'signerBirthDate',
  'signerDocument',
  'appointmentId',
  'signature',
  'guardianName',
  'guardianDocument',
  'guardianSignature',
] as const;

function SignConsentForm({
  client,
  sessions,
  appointmentId,
  onDone,
}: {
  client: ConsentClient;
  sessions: ConsentSession[];
  appointmentId: string | null;
  onDone: () => void;
}) {
  const settings = useRecordSettings();
  const qc = useQueryClient();
  const sign = useSignConsent(client.id);
  const markSaved = useMarkSaved();
  const form = useZodForm(signConsentFormSchema, {
    appointmentId: appointmentId ?? '',
    signerName: client.name,
    signerBirthDate: client.birthDate ?? '',
    signerDocument: client.document ?? '',
    signature: '',
    guardianName: '',
    guardianDocument: '',
    guardianSignature: '',
  });
  // react-hook-form focuses the first invalid field in the order fields were bound, and the date and
  // the signature cards bind in their own render, after this one's: bind every field first, in
  // screen order (a missing client signature is pointed at before the guardian's name).
  for (const name of screenOrder) form.register(name);
  const minor = isMinorOn(form.watch('signerBirthDate'));
  const text = settings.data?.text;

  const submit = form.submit(({ guardianName, guardianDocument, guardianSignature, ...signer }) => {
    if (!text) return;
    // An adult signs alone: what was typed for a guardian before the date changed is not sent.
    const guardian = isMinorOn(signer.signerBirthDate)
      ? { guardianName, guardianDocument, guardianSignature }
      : {};
    return sign.mutateAsync({ ...signer, ...guardian, textId: text.id }).then(
      () => {
        markSaved();
        toast.success('Termo assinado!');
        onDone();
      },
      (err) => {
        if (err instanceof ApiError && err.body.code === 'CONSENT_TEXT_CHANGED')
          void qc.invalidateQueries({ queryKey: consentKeys.settings() });
        form.showServerError(err, 'Erro ao salvar o termo');
      },
    );
  });

  if (settings.isError)
    return <Alert>Não foi possível carregar o termo. Verifique sua conexão e tente novamente.</Alert>;
  if (!text)
    return (
      <p role="status" className="text-sm text-ink-400">
        Carregando o termo…
      </p>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <section aria-labelledby="consent-text-title" className="rounded-xl border border-ink-700 bg-ink-850">
        <h3 id="consent-text-title" className="border-b border-ink-800 px-3 py-2 text-xs text-ink-400">
          Versão {text.version} do termo — leia com atenção
        </h3>
        <div className="px-3 py-3 text-sm leading-relaxed whitespace-pre-wrap text-ink-200">{text.body}</div>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field
            label="Nome completo de quem assina"
            autoComplete="off"
            maxLength={120}
            {...form.field('signerName')}
          />
        </div>
        <FormDateField form={form} name="signerBirthDate" label="Data de nascimento" />
        <Field
          label="Documento (RG ou CPF)"
          autoComplete="off"
          maxLength={30}
          {...form.field('signerDocument')}
        />
        {sessions.length > 0 && (
          <div className="sm:col-span-2">
            <SelectField
              label="Sessão"
              options={[
                ...sessions.map((s) => ({ value: s.id, label: s.label })),
                { value: '', label: 'Nenhuma sessão marcada' },
              ]}
              {...form.field('appointmentId')}
            />
          </div>
        )}
      </div>

      {/* A signature belongs to the text it was drawn under: a new text starts the cards over. */}
      <FormSignaturePad
        key={`client-${text.id}`}
        form={form}
        name="signature"
        label={minor ? 'Assinatura do cliente (menor de idade)' : 'Assinatura do cliente'}
      />

      {minor && (
        <fieldset className="space-y-4 rounded-xl border border-amber-800/60 bg-amber-950/20 p-3">
          <legend className="px-1 text-sm font-semibold text-amber-200">Responsável legal</legend>
          <p className="text-sm text-amber-100">
            Cliente menor de idade: o responsável informa nome e documento e assina junto.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Nome do responsável"
              autoComplete="off"
              maxLength={120}
              {...form.field('guardianName')}
            />
            <Field
              label="Documento do responsável"
              autoComplete="off"
              maxLength={30}
              {...form.field('guardianDocument')}
            />
          </div>
          <FormSignaturePad
            key={`guardian-${text.id}`}
            form={form}
            name="guardianSignature"
            label="Assinatura do responsável"
          />
        </fieldset>
      )}

      <FormError message={form.formError} />
      <FormActions
        onCancel={onDone}
        pending={sign.isPending}
        label="Assinar termo"
        pendingLabel="Salvando..."
      />
    </form>
  );
}

/**
 * A signature card bound to the form. A card shows up blank (a new text, or a minor shown as one
 * again), so its value starts blank too: no signature is sent that the card does not show.
 */
function FormSignaturePad({
  form,
  name,
  label,
}: {
  form: ConsentForm;
  name: 'signature' | 'guardianSignature';
  label: string;
}) {
  const { field } = useController({ control: form.control, name });
  const { setValue } = form;
  useEffect(() => {
    setValue(name, '');
  }, [setValue, name]);
  return (
    <SignaturePadField
      ref={field.ref}
      label={label}
      error={form.errorOf(name)}
      onChange={(png) => field.onChange(png ?? '')}
    />
  );
}

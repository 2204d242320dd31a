import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { signConsentSchema } from '../../../shared/schemas/consent';
import { isMinor, isValidIsoDay } from '../../../shared/time';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { DateField } from '../../components/ui/date-field';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSignConsent } from './mutations';
import { consentKeys, useRecordSettings } from './queries';
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

type Errors = Partial<Record<string, string>>;

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
  const [signerName, setSignerName] = useState(client.name);
  const [signerBirthDate, setBirthDate] = useState(client.birthDate ?? '');
  const [signerDocument, setDocument] = useState(client.document ?? '');
  const [session, setSession] = useState(appointmentId ?? '');
  const [signature, setSignature] = useState<string | null>(null);
  const [guardianName, setGuardianName] = useState('');
  const [guardianDocument, setGuardianDocument] = useState('');
  const [guardianSignature, setGuardianSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const minor = isValidIsoDay(signerBirthDate) && isMinor(signerBirthDate);
  const text = settings.data?.text;
  // A signature belongs to the text it was drawn under, and the guardian's to a minor shown as one:
  // a new text (or an adult again) starts those pads over.
  const [signedUnder, setSignedUnder] = useState(text?.id);
  if (text && text.id !== signedUnder) {
    setSignedUnder(text.id);
    setSignature(null);
    setGuardianSignature(null);
  }
  const [wasMinor, setWasMinor] = useState(minor);
  if (minor !== wasMinor) {
    setWasMinor(minor);
    setGuardianSignature(null);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text) return;
    const parsed = signConsentSchema.safeParse({
      appointmentId: session || null,
      textId: text.id,
      signerName,
      signerDocument,
      signerBirthDate,
      signature: signature ?? '',
      ...(minor ? { guardianName, guardianDocument, guardianSignature: guardianSignature ?? '' } : {}),
    });
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (minor) {
      if (!guardianName.trim()) found.guardianName ??= 'Informe o nome do responsável';
      if (!guardianDocument.trim()) found.guardianDocument ??= 'Informe o documento do responsável';
      if (!guardianSignature) found.guardianSignature ??= 'O responsável precisa assinar';
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      setAlert('Confira os campos destacados');
      return;
    }
    setAlert(null);
    sign.mutate(parsed.data, {
      onSuccess: () => {
        markSaved();
        toast.success('Termo assinado!');
        onDone();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.body.code === 'CONSENT_TEXT_CHANGED')
          void qc.invalidateQueries({ queryKey: consentKeys.settings() });
        if (err instanceof ApiError && err.body.fields) setErrors(err.body.fields);
        setAlert(errorMessage(err, 'Erro ao salvar o termo'));
      },
    });
  };

  if (settings.isError)
    return <Alert>Não foi possível carregar o termo. Verifique sua conexão e tente novamente.</Alert>;
  if (!text)
    return (
      <p role="status" className="text-sm text-ink-400">
        Carregando o termo…
      </p>
    );

  const fieldError = (key: string) =>
    errors[key] ? (
      <p className="text-sm text-red-300" id={`consent-${key}-error`}>
        {errors[key]}
      </p>
    ) : null;
  const describe = (key: string) =>
    errors[key] ? { 'aria-describedby': `consent-${key}-error`, 'aria-invalid': true as const } : {};

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {alert && <Alert>{alert}</Alert>}
      <section aria-labelledby="consent-text-title" className="rounded-xl border border-ink-700 bg-ink-850">
        <h3 id="consent-text-title" className="border-b border-ink-800 px-3 py-2 text-xs text-ink-400">
          Versão {text.version} do termo — leia com atenção
        </h3>
        <div className="px-3 py-3 text-sm leading-relaxed whitespace-pre-wrap text-ink-200">{text.body}</div>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5 sm:col-span-2">
          <Field
            label="Nome completo de quem assina"
            autoComplete="off"
            maxLength={120}
            value={signerName}
            onChange={(e) => setSignerName(e.target.value)}
            {...describe('signerName')}
          />
          {fieldError('signerName')}
        </div>
        <div className="space-y-1.5">
          <DateField
            label="Data de nascimento"
            value={signerBirthDate}
            onChange={setBirthDate}
            {...describe('signerBirthDate')}
          />
          {fieldError('signerBirthDate')}
        </div>
        <div className="space-y-1.5">
          <Field
            label="Documento (RG ou CPF)"
            autoComplete="off"
            maxLength={30}
            value={signerDocument}
            onChange={(e) => setDocument(e.target.value)}
            {...describe('signerDocument')}
          />
          {fieldError('signerDocument')}
        </div>
        {sessions.length > 0 && (
          <div className="sm:col-span-2">
            <SelectField
              label="Sessão"
              value={session}
              onChange={(e) => setSession(e.target.value)}
              options={[
                ...sessions.map((s) => ({ value: s.id, label: s.label })),
                { value: '', label: 'Nenhuma sessão marcada' },
              ]}
            />
          </div>
        )}
      </div>

      <SignaturePadField
        key={`client-${text.id}`}
        label={minor ? 'Assinatura do cliente (menor de idade)' : 'Assinatura do cliente'}
        error={errors.signature}
        onChange={setSignature}
      />

      {minor && (
        <fieldset className="space-y-4 rounded-xl border border-amber-800/60 bg-amber-950/20 p-3">
          <legend className="px-1 text-sm font-semibold text-amber-200">Responsável legal</legend>
          <p className="text-sm text-amber-100">
            Cliente menor de idade: o responsável informa nome e documento e assina junto.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Field
                label="Nome do responsável"
                autoComplete="off"
                maxLength={120}
                value={guardianName}
                onChange={(e) => setGuardianName(e.target.value)}
                {...describe('guardianName')}
              />
              {fieldError('guardianName')}
            </div>
            <div className="space-y-1.5">
              <Field
                label="Documento do responsável"
                autoComplete="off"
                maxLength={30}
                value={guardianDocument}
                onChange={(e) => setGuardianDocument(e.target.value)}
                {...describe('guardianDocument')}
              />
              {fieldError('guardianDocument')}
            </div>
          </div>
          <SignaturePadField
            key={`guardian-${text.id}`}
            label="Assinatura do responsável"
            error={errors.guardianSignature}
            onChange={setGuardianSignature}
          />
        </fieldset>
      )}

      <FormActions
        onCancel={onDone}
        pending={sign.isPending}
        label="Assinar termo"
        pendingLabel="Salvando..."
      />
    </form>
  );
}

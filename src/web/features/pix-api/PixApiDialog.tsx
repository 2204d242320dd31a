import { Landmark, RefreshCw, Unplug } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import {
  type ConnectPixApiInput,
  connectPixApiSchema,
  type PixApiConnection,
  pixApiMessages,
} from '../../../shared/schemas/pix-api';
import { formatInstantBR } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { Field, PasswordField } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { SettingSwitch } from '../../components/ui/setting-switch';
import { TextareaField } from '../../components/ui/textarea';
import { useBookingSettings } from '../../entities/booking/queries';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import {
  useConnectPixApi,
  useDisconnectPixApi,
  useOfferPixApiToStudio,
  usePixApiConnection,
  useTestPixApi,
} from './queries';

/**
 * 'API Pix do banco' (issue 28): the artist's bank account connected through the Banco Central's
 * API Pix, so a deposit becomes the bank's own charge and confirms itself when paid. Connected: what
 * is connected, 'Testar conexão', 'Trocar credenciais', 'Desconectar'. Not yet: the form.
 */
export function PixApiDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const query = usePixApiConnection(open);
  const [editing, setEditing] = useState(false);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="API Pix do banco">
      {query.data ? (
        query.data.connected && !editing ? (
          <Connected connection={query.data} onEdit={() => setEditing(true)} onClose={close} />
        ) : (
          <ConnectForm
            connection={query.data}
            onDone={() => (query.data?.connected ? setEditing(false) : close())}
          />
        )
      ) : query.isError ? (
        <Alert>{errorMessage(query.error, 'Erro ao carregar a conexão com o banco')}</Alert>
      ) : (
        <p className="py-6 text-center text-sm text-ink-400">Carregando...</p>
      )}
    </Dialog>
  );
}

function Connected({
  connection,
  onEdit,
  onClose,
}: {
  connection: PixApiConnection;
  onEdit: () => void;
  onClose: () => void;
}) {
  const test = useTestPixApi();
  const disconnect = useDisconnectPixApi();
  const forStudio = useOfferPixApiToStudio();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-emerald-800/60 bg-emerald-950/30 p-3 text-sm">
        <p className="flex items-center gap-2 font-medium text-emerald-200">
          <Landmark size={16} aria-hidden /> Conectada ao banco
        </p>
        <p className="mt-1 text-ink-300">
          Os sinais viram cobranças Pix do seu banco e se confirmam sozinhos quando o cliente paga.
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-ink-300">
          <dt className="text-ink-400">API Pix</dt>
          <dd className="break-all">{connection.baseUrl}</dd>
          <dt className="text-ink-400">Client ID</dt>
          <dd className="break-all">{connection.clientId}</dd>
          <dt className="text-ink-400">Chave Pix</dt>
          <dd className="break-all">{connection.pixKey}</dd>
          {connection.verifiedAt && (
            <>
              <dt className="text-ink-400">Verificada</dt>
              <dd>{formatInstantBR(new Date(connection.verifiedAt))}</dd>
            </>
          )}
        </dl>
      </div>
      {connection.studioOwner && (
        <SettingSwitch
          label="Usar para os sinais dos tatuadores do estúdio"
          hint="Para quem não conectou o próprio banco: os sinais dos pedidos deles viram cobranças desta conta e entram como recebidos pelo estúdio."
          checked={
            forStudio.isPending ? (forStudio.variables?.forStudio ?? false) : Boolean(connection.forStudio)
          }
          disabled={forStudio.isPending}
          onCheckedChange={(on) =>
            forStudio.mutate(
              { forStudio: on },
              {
                onSuccess: () => toast.success(on ? pixApiMessages.forStudioOn : pixApiMessages.forStudioOff),
                onError: (err) => toast.error(errorMessage(err, 'Não foi possível salvar')),
              },
            )
          }
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={test.isPending}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: () => toast.success(pixApiMessages.tested),
              onError: (err) => toast.error(errorMessage(err, 'Não foi possível testar a conexão')),
            })
          }
        >
          <RefreshCw size={16} aria-hidden className={test.isPending ? 'animate-spin' : undefined} />
          {test.isPending ? 'Testando...' : 'Testar conexão'}
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          Trocar credenciais
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          <Unplug size={16} aria-hidden /> Desconectar
        </Button>
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Desconectar a API Pix?"
        description="Os próximos sinais voltam a ser pagos pelo código Pix da sua chave, e você confirma cada um."
        confirmLabel="Desconectar"
        busy={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(pixApiMessages.disconnected);
            },
            onError: (err) => toast.error(errorMessage(err, 'Não foi possível desconectar')),
          })
        }
      />
    </div>
  );
}

type PixApiForm = ZodForm<typeof connectPixApiSchema>;

function ConnectForm({ connection, onDone }: { connection: PixApiConnection; onDone: () => void }) {
  const booking = useBookingSettings(true).data;
  const form = useZodForm(connectPixApiSchema, {
    baseUrl: connection.baseUrl ?? '',
    tokenUrl: connection.tokenUrl ?? '',
    clientId: connection.clientId ?? '',
    clientSecret: '',
    certificate: { kind: 'p12', p12: '', passphrase: '' },
    pixKey: connection.pixKey ?? booking?.pixKey ?? '',
  });
  const connect = useConnectPixApi();
  const submit = form.submit((input: ConnectPixApiInput) =>
    connect.mutateAsync(input).then(
      () => {
        toast.success(pixApiMessages.connected);
        onDone();
      },
      (err) => form.showServerError(err, 'Não foi possível conectar ao banco'),
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
      className="space-y-4"
    >
      {connection.throughStudio && (
        <div className="rounded-xl border border-emerald-800/60 bg-emerald-950/30 p-3 text-sm text-ink-200">
          <p className="flex items-center gap-2 font-medium text-emerald-200">
            <Landmark size={16} aria-hidden /> Sinais pela conta do estúdio
          </p>
          <p className="mt-1 text-ink-300">
            Os sinais dos seus pedidos são cobrados pela API Pix de {connection.throughStudio} e se confirmam
            sozinhos. Conecte a sua só se quiser receber os sinais na sua própria conta.
          </p>
        </div>
      )}
      <p className="text-sm text-ink-300">
        Com a API Pix do seu banco, cada sinal vira uma cobrança Pix do banco: quando o cliente paga, o Tinta
        confirma o horário sozinho. Peça ao banco o acesso à API Pix (cobranças e webhook) e o certificado.
      </p>
      <Field
        label="URL da API Pix"
        inputMode="url"
        autoCapitalize="none"
        placeholder="https://"
        {...form.field('baseUrl')}
      />
      <Field
        label="URL do token (opcional)"
        inputMode="url"
        autoCapitalize="none"
        hint="Deixe vazio se o banco usa o endereço da API com /oauth/token."
        {...form.field('tokenUrl')}
      />
      <Field label="Client ID" autoCapitalize="none" autoComplete="off" {...form.field('clientId')} />
      <PasswordField label="Client Secret" autoComplete="off" {...form.field('clientSecret')} />
      <CertificateFields form={form} />
      <Field label="Chave Pix da conta" autoCapitalize="none" {...form.field('pixKey')} />
      <FormError message={form.formError} />
      <FormActions
        onCancel={onDone}
        pending={connect.isPending}
        label="Conectar"
        pendingLabel="Conectando ao banco..."
      />
    </form>
  );
}

/** 48 KB: its base64 stays within what the server takes (64 000 characters). */
const P12_MAX_BYTES = 48_000;

const certificateKinds = [
  { value: 'p12', label: 'Arquivo .p12 ou .pfx' },
  { value: 'pem', label: 'PEM (certificado e chave)' },
] as const;

/** The client certificate as the bank handed it: one .p12 file with its password, or PEM text. */
function CertificateFields({ form }: { form: PixApiForm }) {
  const kind = form.watch('certificate.kind');
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink-300">Certificado do banco</legend>
      <SelectField
        label="Formato"
        options={certificateKinds}
        {...form.field('certificate.kind', {
          // Each format starts empty: a file chosen before, now out of sight, is never sent.
          onChange: () => {
            form.setValue('certificate.p12', '');
            form.setValue('certificate.passphrase', '');
            form.setValue('certificate.cert', '');
            form.setValue('certificate.key', '');
            form.clearErrors('certificate');
          },
        })}
      />
      {kind === 'pem' ? (
        <>
          <TextareaField
            label="Certificado (PEM)"
            rows={4}
            spellCheck={false}
            {...form.field('certificate.cert')}
          />
          <TextareaField
            label="Chave privada (PEM)"
            rows={4}
            spellCheck={false}
            {...form.field('certificate.key')}
          />
        </>
      ) : (
        <>
          <P12File form={form} />
          <PasswordField
            label="Senha do certificado"
            autoComplete="off"
            {...form.field('certificate.passphrase')}
          />
        </>
      )}
      <FieldError inputId="certificate" error={form.errorOf('certificate')} />
    </fieldset>
  );
}

/** A file chooser whose value is the file's bytes in base64 (what the server takes). */
function P12File({ form }: { form: PixApiForm }) {
  const id = useId();
  const { field } = useController({ control: form.control, name: 'certificate.p12' });
  const [name, setName] = useState<string | null>(null);
  const choice = useRef(0);
  const error = form.errorOf('certificate.p12');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-300">
        Arquivo do certificado
      </label>
      <input
        ref={field.ref}
        id={id}
        type="file"
        accept=".p12,.pfx,application/x-pkcs12"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full text-sm text-ink-300 file:mr-3 file:rounded-lg file:border-0 file:bg-ink-800 file:px-3 file:py-2 file:text-ink-100"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          const chosen = ++choice.current;
          setName(file?.name ?? null);
          // A bank's .p12 is a few KB; anything near the limit is not one.
          if (file && file.size > P12_MAX_BYTES) {
            form.setValue('certificate.p12', '');
            form.setError('certificate.p12', {
              message: 'Arquivo grande demais para ser um certificado (.p12)',
            });
            return;
          }
          const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
          // Another file chosen while this one was read: that one wins.
          if (chosen !== choice.current) return;
          let binary = '';
          if (bytes) for (const b of bytes) binary += String.fromCharCode(b);
          form.setValue('certificate.p12', bytes ? btoa(binary) : '', {
            shouldValidate: form.formState.isSubmitted,
          });
        }}
      />
      {name && <p className="text-xs text-ink-500">{name}</p>}
      <FieldError inputId={id} error={error} />
    </div>
  );
}

import { type FormEvent, useState } from 'react';
import {
  type MessageKind,
  type MessageTemplates,
  messageKindLabels,
  messageKinds,
  messageKindWhen,
  placeholders,
} from '../../../shared/message-templates';
import { messageTemplatesInputSchema } from '../../../shared/schemas/message-templates';
import { FormActions } from '../../components/form-actions';
import { QueryView } from '../../components/query-view';
import { Alert } from '../../components/ui/alert';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { TextareaField } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSaveMessageTemplates } from './mutations';
import { useMessageTemplates } from './queries';

/** The texts of the client messages, with the placeholders they may use, and the studio address. */
export function MessageTemplatesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const templates = useMessageTemplates();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Mensagens do WhatsApp" wide>
      <QueryView query={templates}>
        {(data) => <TemplatesForm saved={data} onDone={() => onOpenChange(false)} />}
      </QueryView>
    </Dialog>
  );
}

function TemplatesForm({ saved, onDone }: { saved: MessageTemplates; onDone: () => void }) {
  const [texts, setTexts] = useState(saved.templates);
  const [address, setAddress] = useState(saved.address);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMessageTemplates();
  const markSaved = useMarkSaved();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = messageTemplatesInputSchema.safeParse({ templates: texts, address });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        markSaved();
        toast.success('Mensagens salvas!');
        onDone();
      },
      onError: (err) => setError(errorMessage(err, 'Erro ao salvar as mensagens. Tente novamente.')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-400">
        Use{' '}
        {Object.entries(placeholders).map(([tag, what], n) => (
          <span key={tag}>
            {n > 0 && ', '}
            <code className="text-ink-200">{tag}</code> ({what})
          </span>
        ))}
        . Nada de saúde entra nas mensagens; valores só onde você puser {'{sinal}'} ou {'{pix}'}.
      </p>
      <Field
        label="Endereço do estúdio"
        value={address}
        maxLength={200}
        onChange={(e) => setAddress(e.target.value)}
        hint="Usado em {endereco}."
      />
      {messageKinds.map((kind: MessageKind) => (
        <TextareaField
          key={kind}
          label={messageKindLabels[kind]}
          hint={`Vai ${messageKindWhen[kind]}.`}
          rows={3}
          maxLength={1000}
          value={texts[kind]}
          onChange={(e) => setTexts((old) => ({ ...old, [kind]: e.target.value }))}
        />
      ))}
      {error && <Alert>{error}</Alert>}
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

import {
  type MessageKind,
  type MessageTemplates,
  messageKindLabels,
  messageKinds,
  messageKindWhen,
  placeholders,
} from '../../../shared/message-templates';
import { messageTemplatesInputSchema } from '../../../shared/schemas/message-templates';
import { FormError } from '../../components/form/form-error';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { QueryView } from '../../components/query-view';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { TextareaField } from '../../components/ui/textarea';
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
  const form = useZodForm(messageTemplatesInputSchema, {
    templates: saved.templates,
    address: saved.address,
  });
  const save = useSaveMessageTemplates();
  const markSaved = useMarkSaved();

  const submit = form.submit((input) =>
    save.mutateAsync(input).then(
      () => {
        markSaved();
        toast.success('Mensagens salvas!');
        onDone();
      },
      (err) => form.showServerError(err, 'Erro ao salvar as mensagens. Tente novamente.'),
    ),
  );

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
        maxLength={200}
        hint="Usado em {endereco}."
        {...form.field('address')}
      />
      {messageKinds.map((kind: MessageKind) => (
        <TextareaField
          key={kind}
          label={messageKindLabels[kind]}
          hint={`Vai ${messageKindWhen[kind]}.`}
          rows={3}
          maxLength={1000}
          {...form.field(`templates.${kind}`)}
        />
      ))}
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

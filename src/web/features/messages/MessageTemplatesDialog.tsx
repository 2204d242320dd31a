import { useRef } from 'react';
import {
  kindPlaceholders,
  type MessageKind,
  type MessageTemplates,
  messageKindLabels,
  messageKinds,
  messageKindWhen,
  type Placeholder,
  placeholders,
} from '../../../shared/message-templates';
import { messageTemplatesInputSchema } from '../../../shared/schemas/message-templates';
import { FormError } from '../../components/form/form-error';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { QueryView } from '../../components/query-view';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { TextareaField } from '../../components/ui/textarea';
import { toast } from '../../lib/toast';
import { useSaveMessageTemplates } from './mutations';
import { useMessageTemplates } from './queries';

/**
 * The texts of the client messages and the studio address. Each text offers the placeholders it
 * may use as buttons that insert them at the cursor; one it has no value for is refused under it.
 */
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

type TemplatesFormApi = ZodForm<typeof messageTemplatesInputSchema>;

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
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-2 text-sm text-ink-400">
        <p>
          Toque em um campo abaixo de cada texto para colocá-lo onde está o cursor. Na hora de enviar, cada
          campo vira:
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {Object.entries(placeholders).map(([tag, what]) => (
            <div key={tag} className="contents">
              <dt>
                <code className="text-ink-200">{tag}</code>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
        <p>
          Se um campo ficar sem valor (o endereço não informado, por exemplo), a frase dele sai da mensagem.
          Nada de saúde entra nas mensagens; valores, só onde você puser {'{sinal}'} ou {'{pix}'}.
        </p>
      </div>
      <Field
        label="Endereço do estúdio"
        maxLength={200}
        hint="Usado em {endereco}."
        autoComplete="street-address"
        {...form.field('address')}
      />
      {messageKinds.map((kind) => (
        <TemplateField key={kind} form={form} kind={kind} />
      ))}
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

/** One template's text, with its placeholders as buttons that insert them where the cursor is. */
function TemplateField({ form, kind }: { form: TemplatesFormApi; kind: MessageKind }) {
  const name = `templates.${kind}` as const;
  const { ref, onBlur, ...field } = form.field(name);
  const area = useRef<HTMLTextAreaElement | null>(null);
  // Where the cursor was when the text was left (a tap on a button takes the focus on a phone).
  const caret = useRef<[number, number] | null>(null);
  const label = messageKindLabels[kind];

  const insert = (tag: Placeholder) => {
    const el = area.current;
    const value = form.getValues(name) ?? '';
    const [start, end] =
      el && document.activeElement === el
        ? [el.selectionStart, el.selectionEnd]
        : (caret.current ?? [value.length, value.length]);
    const before = value.slice(0, start);
    const after = value.slice(end);
    // 'Olá{nome}' is never meant: a space where the tag would touch a word.
    const lead = /[\p{L}\p{N}.,!?:]$/u.test(before) ? ' ' : '';
    const trail = /^[\p{L}\p{N}]/u.test(after) ? ' ' : '';
    const at = before.length + lead.length + tag.length;
    form.setValue(name, `${before}${lead}${tag}${trail}${after}`, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    caret.current = [at, at];
    if (el) {
      el.focus({ preventScroll: true });
      el.setSelectionRange(at, at);
    }
  };

  return (
    <div className="space-y-2">
      <TextareaField
        label={label}
        hint={`Vai ${messageKindWhen[kind]}.`}
        rows={3}
        maxLength={1000}
        // The whole text in view where the browser can (Chrome); 3 rows and a scroll elsewhere.
        className="min-h-22 field-sizing-content"
        {...field}
        ref={(el) => {
          ref(el);
          area.current = el;
        }}
        onBlur={(e) => {
          caret.current = [e.currentTarget.selectionStart, e.currentTarget.selectionEnd];
          return onBlur(e);
        }}
      />
      <fieldset aria-label={`Inserir campo em ${label}`} className="flex flex-wrap gap-1.5">
        {kindPlaceholders[kind].map((tag) => (
          <button
            key={tag}
            type="button"
            title={`Inserir ${placeholders[tag]}`}
            // A mouse click keeps the cursor in the text; a tap goes through the remembered caret.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => insert(tag)}
            className="inline-flex min-h-9 items-center rounded-full border border-ink-700 bg-ink-850 px-3 font-mono text-xs text-ink-200 hover:border-ink-500 hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-blood-500"
          >
            {tag}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

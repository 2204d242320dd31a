import {
  consentTextInputSchema,
  type RecordSettings,
  recordSettingsInputSchema,
} from '../../../shared/schemas/consent';
import { formatInstantBR } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { FormCheckboxCard } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { QueryView } from '../../components/query-view';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { TextareaField } from '../../components/ui/textarea';
import { useRecordSettings } from '../../entities/consents/queries';
import { toast } from '../../lib/toast';
import { useSaveConsentText, useSaveRecordSettings } from './mutations';

/**
 * 'Termo e regras': the consent text clients sign (each change saved as a new version, so signed
 * consents keep theirs), whether Finalizar waits for a signed consent, and how long minors'
 * authorizations are kept. The studio owner edits; the studio's artists read.
 */
export function RecordSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const settings = useRecordSettings();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Termo e regras das fichas" wide>
      <QueryView query={settings}>
        {(data) => <RecordSettingsForm settings={data} onDone={() => onOpenChange(false)} />}
      </QueryView>
    </Dialog>
  );
}

/** The rules and the text are saved by two requests, checked together as one form. */
const recordSettingsFormSchema = recordSettingsInputSchema.extend(consentTextInputSchema.shape);

function RecordSettingsForm({ settings, onDone }: { settings: RecordSettings; onDone: () => void }) {
  const form = useZodForm(recordSettingsFormSchema, {
    body: settings.text.body,
    requireConsent: settings.requireConsent,
    ownerReadsRecords: settings.ownerReadsRecords,
    retentionYears: settings.retentionYears,
  });
  const saveRules = useSaveRecordSettings();
  const saveText = useSaveConsentText();
  const markSaved = useMarkSaved();
  const readOnly = !settings.canEdit;
  const pending = saveRules.isPending || saveText.isPending;

  const submit = form.submit(async ({ body, ...rules }) => {
    try {
      await saveRules.mutateAsync(rules);
      // Only a changed text is a new version (the default becomes version 1 when first signed).
      if (body !== settings.text.body) await saveText.mutateAsync({ body });
      markSaved();
      toast.success('Regras salvas!');
      onDone();
    } catch (err) {
      form.showServerError(err, 'Erro ao salvar o termo');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {readOnly && (
        <p className="rounded-xl border border-ink-800 bg-ink-850 p-3 text-sm text-ink-300">
          Definidos pelo dono do estúdio. Você pode ler o termo que seus clientes assinam.
        </p>
      )}
      <TextareaField
        label={`Texto do termo de consentimento (versão ${settings.text.version}${settings.text.id ? '' : ', padrão'})`}
        rows={12}
        readOnly={readOnly}
        maxLength={20_000}
        {...form.field('body')}
        hint={
          settings.text.createdAt
            ? `Salvo em ${formatInstantBR(new Date(settings.text.createdAt))}. Ao mudar o texto, uma nova versão é criada; termos já assinados continuam com o texto que foi assinado.`
            : 'Texto padrão do Tinta. Ajuste ao seu estúdio; cada mudança vira uma nova versão.'
        }
      />
      <FormCheckboxCard
        form={form}
        name="requireConsent"
        disabled={readOnly}
        label="Exigir o termo assinado para finalizar a sessão"
        hint="Sem o termo da sessão assinado, o Finalizar é recusado."
      />
      {settings.studio && (
        <FormCheckboxCard
          form={form}
          name="ownerReadsRecords"
          disabled={readOnly}
          label="O dono do estúdio pode ler as fichas dos clientes dos tatuadores"
          hint="Em Equipe, por tatuador. Cada leitura fica registrada. Desligado, cada tatuador vê só as suas."
        />
      )}
      <Field
        label="Guardar autorizações de menores por (anos)"
        type="number"
        inputMode="numeric"
        min={1}
        max={30}
        readOnly={readOnly}
        {...form.field('retentionYears', { valueAsNumber: true })}
        hint="Mesmo após um pedido de exclusão (LGPD), o termo de um menor fica guardado por este prazo. Padrão: 5 anos."
      />
      <FormError message={form.formError} />
      {readOnly ? null : <FormActions onCancel={onDone} pending={pending} label="Salvar" />}
    </form>
  );
}

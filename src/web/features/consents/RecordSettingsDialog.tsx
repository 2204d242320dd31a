import { type FormEvent, useState } from 'react';
import {
  consentTextInputSchema,
  type RecordSettings,
  recordSettingsInputSchema,
} from '../../../shared/schemas/consent';
import { formatInstantBR } from '../../../shared/time';
import { FormActions } from '../../components/form-actions';
import { QueryView } from '../../components/query-view';
import { Alert } from '../../components/ui/alert';
import { CheckboxCard } from '../../components/ui/checkbox-card';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { TextareaField } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSaveConsentText, useSaveRecordSettings } from './mutations';
import { useRecordSettings } from './queries';

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

function RecordSettingsForm({ settings, onDone }: { settings: RecordSettings; onDone: () => void }) {
  const [body, setBody] = useState(settings.text.body);
  const [requireConsent, setRequireConsent] = useState(settings.requireConsent);
  const [ownerReads, setOwnerReads] = useState(settings.ownerReadsRecords);
  const [retention, setRetention] = useState(String(settings.retentionYears));
  const [error, setError] = useState<string | null>(null);
  const saveRules = useSaveRecordSettings();
  const saveText = useSaveConsentText();
  const markSaved = useMarkSaved();
  const readOnly = !settings.canEdit;
  const pending = saveRules.isPending || saveText.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const rules = recordSettingsInputSchema.safeParse({
      requireConsent,
      ownerReadsRecords: ownerReads,
      retentionYears: Number(retention),
    });
    const text = consentTextInputSchema.safeParse({ body });
    const issue = (!rules.success && rules.error.issues[0]) || (!text.success && text.error.issues[0]);
    if (issue || !rules.success || !text.success) return setError(issue ? issue.message : 'Dados inválidos');
    setError(null);
    try {
      await saveRules.mutateAsync(rules.data);
      // Only a changed text is a new version (the default becomes version 1 when first signed).
      if (text.data.body !== settings.text.body) await saveText.mutateAsync(text.data);
      markSaved();
      toast.success('Regras salvas!');
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'Erro ao salvar o termo'));
    }
  };

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
        value={body}
        readOnly={readOnly}
        maxLength={20_000}
        onChange={(e) => setBody(e.target.value)}
        hint={
          settings.text.createdAt
            ? `Salvo em ${formatInstantBR(new Date(settings.text.createdAt))}. Ao mudar o texto, uma nova versão é criada; termos já assinados continuam com o texto que foi assinado.`
            : 'Texto padrão do Tinta. Ajuste ao seu estúdio; cada mudança vira uma nova versão.'
        }
      />
      <CheckboxCard
        checked={requireConsent}
        disabled={readOnly}
        onChange={setRequireConsent}
        label="Exigir o termo assinado para finalizar a sessão"
        hint="Sem o termo da sessão assinado, o Finalizar é recusado."
      />
      {settings.studio && (
        <CheckboxCard
          checked={ownerReads}
          disabled={readOnly}
          onChange={setOwnerReads}
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
        value={retention}
        readOnly={readOnly}
        onChange={(e) => setRetention(e.target.value)}
        hint="Mesmo após um pedido de exclusão (LGPD), o termo de um menor fica guardado por este prazo. Padrão: 5 anos."
      />
      {error && <Alert>{error}</Alert>}
      {readOnly ? null : <FormActions onCancel={onDone} pending={pending} label="Salvar" />}
    </form>
  );
}

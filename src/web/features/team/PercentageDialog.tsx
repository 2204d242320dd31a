import { percentageInputSchema } from '../../../shared/schemas/team';
import { FormError } from '../../components/form/form-error';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogCancelButton } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { toast } from '../../lib/toast';
import { useSetPercentage } from './mutations';

export interface PercentageTarget {
  id: string;
  name: string;
  percentage: number | null;
}

/** A typed percentage ('12,5' as well as '12.5'); blank is no number, which the schema refuses. */
const typedPercentage = (typed: unknown) => {
  const text = String(typed ?? '')
    .trim()
    .replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
};

/** 'Alterar percentual': the artist's share of each payment from now on (history kept server-side). */
export function PercentageDialog({
  member,
  onClose,
}: {
  member: PercentageTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Alterar percentual"
      description={member ? `Parte de ${member.name} em cada pagamento.` : undefined}
    >
      {member && <PercentageForm key={member.id} member={member} onDone={onClose} />}
    </Dialog>
  );
}

function PercentageForm({ member, onDone }: { member: PercentageTarget; onDone: () => void }) {
  const form = useZodForm(percentageInputSchema, { percentage: member.percentage ?? 50 });
  const save = useSetPercentage();

  const submit = form.submit(({ percentage }) =>
    save.mutateAsync({ id: member.id, percentage }).then(
      () => {
        toast.success('Percentual atualizado!');
        onDone();
      },
      (err) => form.showServerError(err, 'Erro ao atualizar percentual'),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Percentual (%)"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step="any"
        autoFocus
        {...form.field('percentage', { setValueAs: typedPercentage })}
      />
      <FormError message={form.formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancelButton onCancel={onDone} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}

import { type FormEvent, useEffect, useState } from 'react';
import { percentageInputSchema } from '../../../shared/schemas/team';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogCancelButton } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSetPercentage } from './mutations';

export interface PercentageTarget {
  id: string;
  name: string;
  percentage: number | null;
}

/** 'Alterar percentual': the artist's share of each payment from now on (history kept server-side). */
export function PercentageDialog({
  member,
  onClose,
}: {
  member: PercentageTarget | null;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetPercentage();

  useEffect(() => {
    if (member) {
      setValue(member.percentage === null ? '50' : String(member.percentage));
      setError(null);
    }
  }, [member]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!member) return;
    const typed = value.trim().replace(',', '.');
    const parsed = percentageInputSchema.safeParse({ percentage: typed === '' ? Number.NaN : Number(typed) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'O percentual deve estar entre 0 e 100');
      return;
    }
    save.mutate(
      { id: member.id, percentage: parsed.data.percentage },
      {
        onSuccess: () => {
          toast.success('Percentual atualizado!');
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Erro ao atualizar percentual')),
      },
    );
  };

  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Alterar percentual"
      description={member ? `Parte de ${member.name} em cada pagamento.` : undefined}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Percentual (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoFocus
        />
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogCancelButton onCancel={onClose} />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { Button } from './ui/button';
import { DialogCancelButton } from './ui/dialog';

/** A modal form's footer: 'Cancelar' and the submit button, which says what is happening while busy. */
export function FormActions({
  onCancel,
  pending = false,
  label = 'Salvar',
  pendingLabel = 'Salvando...',
}: {
  onCancel: () => void;
  /** Only a save the screen cannot show before the server answers waits here. */
  pending?: boolean;
  label?: string;
  pendingLabel?: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogCancelButton onCancel={onCancel} />
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

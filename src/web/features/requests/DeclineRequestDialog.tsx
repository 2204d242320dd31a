import { type FormEvent, useState } from 'react';
import { declinedText } from '../../../shared/booking-whatsapp';
import { whatsappDraft } from '../../../shared/links';
import type { BookingRequestRow } from '../../../shared/schemas/booking-request';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { TextareaField } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useDeclineRequest } from './mutations';
import { WhatsAppDone } from './WhatsAppDone';

/** 'Recusar', with an optional word for the client (shown on their status page and in the message). */
export function DeclineRequestDialog({
  request,
  onOpenChange,
}: {
  request: BookingRequestRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={onOpenChange}
      title="Recusar pedido"
      description={request?.clientName}
    >
      {request && <DeclineForm key={request.id} request={request} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function DeclineForm({ request, onDone }: { request: BookingRequestRow; onDone: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const decline = useDeclineRequest();
  const saved = useMarkSaved();
  if (done !== null) return <WhatsAppDone title="Pedido recusado." href={done} onClose={onDone} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    decline.mutate(
      { id: request.id, input: { message } },
      {
        onSuccess: () => {
          saved();
          toast.success('Pedido recusado');
          setDone(
            whatsappDraft(
              request.phone,
              declinedText({ clientName: request.clientName, message: message.trim() }),
            ) ?? '',
          );
        },
        onError: (err) => setError(errorMessage(err, 'Erro ao responder o pedido')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <TextareaField
        label="Mensagem para o cliente (opcional)"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={500}
        rows={3}
      />
      <FormActions onCancel={onDone} pending={decline.isPending} label="Recusar pedido" />
    </form>
  );
}

import { type FormEvent, useRef, useState } from 'react';
import { declinedText, waitlistRemovedText } from '../../../shared/booking-whatsapp';
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

/** The words of each: declining a request, or taking a client off the waitlist (issue 28). */
const words = {
  decline: {
    title: 'Recusar pedido',
    confirm: 'Recusar pedido',
    toast: 'Pedido recusado',
    done: 'Pedido recusado.',
    draft: declinedText,
  },
  waitlist: {
    title: 'Remover da lista de espera',
    confirm: 'Remover da lista',
    toast: 'Cliente removido da lista de espera',
    done: 'Cliente removido da lista de espera.',
    draft: waitlistRemovedText,
  },
};
const wordsFor = (r: BookingRequestRow) => (r.status === 'espera' ? words.waitlist : words.decline);

/**
 * 'Recusar' — on the waitlist, 'Remover da lista' — with an optional word for the client (shown on
 * their status page and in the message).
 */
export function DeclineRequestDialog({
  request,
  onOpenChange,
}: {
  request: BookingRequestRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  // Closing, the dialog fades out with the words it had.
  const shown = useRef(request);
  if (request) shown.current = request;
  return (
    <Dialog
      open={request !== null}
      onOpenChange={onOpenChange}
      title={shown.current ? wordsFor(shown.current).title : words.decline.title}
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
  // Fixed when the dialog opens: the list refreshing underneath must not change its words.
  const [text] = useState(() => wordsFor(request));
  if (done !== null) return <WhatsAppDone title={text.done} href={done} onClose={onDone} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    decline.mutate(
      { id: request.id, input: { message } },
      {
        onSuccess: () => {
          saved();
          toast.success(text.toast);
          setDone(
            whatsappDraft(
              request.phone,
              text.draft({ clientName: request.clientName, message: message.trim() }),
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
      <FormActions onCancel={onDone} pending={decline.isPending} label={text.confirm} />
    </form>
  );
}

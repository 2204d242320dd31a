import { type FormEvent, useState } from 'react';
import { proposedText } from '../../../shared/booking-whatsapp';
import { whatsappDraft } from '../../../shared/links';
import { type BookingRequestRow, proposeRequestSchema } from '../../../shared/schemas/booking-request';
import { toSaoPauloTimestamp } from '../../../shared/time';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { DateField, TimeField } from '../../components/ui/date-field';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { TextareaField } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useProposeRequest } from './mutations';
import { absolute } from './request-time';
import { WhatsAppDone } from './WhatsAppDone';

/** 'Propor outro horário': the client sees it on their status page and in the WhatsApp message. */
export function ProposeRequestDialog({
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
      title="Propor outro horário"
      description={request?.clientName}
    >
      {request && <ProposeForm key={request.id} request={request} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ProposeForm({ request, onDone }: { request: BookingRequestRow; onDone: () => void }) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const propose = useProposeRequest();
  const saved = useMarkSaved();
  if (done !== null)
    return <WhatsAppDone title="Proposta enviada para a página do cliente." href={done} onClose={onDone} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = proposeRequestSchema.safeParse({ date, time, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
      return;
    }
    setError(null);
    propose.mutate(
      { id: request.id, input: parsed.data },
      {
        onSuccess: () => {
          saved();
          toast.success('Proposta registrada!');
          const text = proposedText({
            clientName: request.clientName,
            start: toSaoPauloTimestamp(parsed.data.date, parsed.data.time),
            message: parsed.data.message,
            statusUrl: absolute(request.statusUrl),
          });
          setDone(whatsappDraft(request.phone, text) ?? '');
        },
        onError: (err) => setError(errorMessage(err, 'Erro ao responder o pedido')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <div className="grid grid-cols-2 gap-3">
        <DateField label="Data" value={date} onChange={setDate} />
        <TimeField label="Hora" value={time} onChange={setTime} />
      </div>
      <TextareaField
        label="Mensagem (opcional)"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={500}
        rows={3}
      />
      <FormActions onCancel={onDone} pending={propose.isPending} label="Propor horário" />
    </form>
  );
}

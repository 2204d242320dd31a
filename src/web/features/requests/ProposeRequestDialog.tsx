import { useState } from 'react';
import { proposedText } from '../../../shared/booking-whatsapp';
import { whatsappDraft } from '../../../shared/links';
import { type BookingRequestRow, proposeRequestSchema } from '../../../shared/schemas/booking-request';
import { toSaoPauloTimestamp } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { FormDateField, FormTimeField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { TextareaField } from '../../components/ui/textarea';
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
  const form = useZodForm(proposeRequestSchema, { date: '', time: '', message: '' });
  const [done, setDone] = useState<string | null>(null);
  const propose = useProposeRequest();
  const saved = useMarkSaved();
  if (done !== null)
    return <WhatsAppDone title="Proposta enviada para a página do cliente." href={done} onClose={onDone} />;

  const submit = form.submit((input) =>
    propose.mutateAsync({ id: request.id, input }).then(
      () => {
        saved();
        toast.success('Proposta registrada!');
        const text = proposedText({
          clientName: request.clientName,
          start: toSaoPauloTimestamp(input.date, input.time),
          message: input.message,
          statusUrl: absolute(request.statusUrl),
        });
        setDone(whatsappDraft(request.phone, text) ?? '');
      },
      (err) => form.showServerError(err, 'Erro ao responder o pedido'),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <FormDateField form={form} name="date" label="Data" />
        <FormTimeField form={form} name="time" label="Hora" />
      </div>
      <TextareaField label="Mensagem (opcional)" maxLength={500} rows={3} {...form.field('message')} />
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} pending={propose.isPending} label="Propor horário" />
    </form>
  );
}

import { type PaymentMethod, paymentMethodLabels } from '../../../shared/enums';
import { Badge, type BadgeTone } from '../../components/ui/badge';

/** One tone per method, so a glance down the list tells PIX from cash from cards. */
const tones: Record<PaymentMethod, BadgeTone> = {
  pix: 'emerald',
  dinheiro: 'amber',
  'cartao-debito': 'sky',
  'cartao-credito': 'violet',
};

export function MethodBadge({ method }: { method: PaymentMethod }) {
  return <Badge tone={tones[method]}>{paymentMethodLabels[method]}</Badge>;
}

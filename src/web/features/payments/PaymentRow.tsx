import { Pencil, Trash2 } from 'lucide-react';
import { installmentsLabel } from '../../../shared/card-fees';
import type { Payment } from '../../../shared/schemas/payment';
import { formatDayBR } from '../../../shared/time';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Money } from '../../lib/privacy';
import { MethodBadge } from './MethodBadge';

/**
 * One payment. On phones two lines: client and amount, then date, method and the actions, so the
 * client's name gets the full width. From lg the same elements are table-like columns
 * (`lg:contents` lifts date and method into the grid), so each value is in the DOM once.
 */
export function PaymentRow({
  payment,
  onEdit,
  onDelete,
}: {
  payment: Payment;
  onEdit: (p: Payment) => void;
  onDelete: (p: Payment) => void;
}) {
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-3 lg:grid-cols-[minmax(0,1fr)_6.5rem_8.5rem_8rem_auto] lg:gap-x-4">
      <div className="col-start-1 row-start-1 min-w-0 lg:col-start-auto lg:row-start-auto">
        <p className="font-medium break-words">{payment.clientName}</p>
        <p className="text-sm break-words text-ink-400">
          {payment.kind === 'sinal' && (
            <Badge tone="emerald" className="mr-1.5">
              Sinal
            </Badge>
          )}
          {payment.kind === 'estorno' && (
            <Badge tone="amber" className="mr-1.5">
              Sinal devolvido
            </Badge>
          )}
          {payment.appointmentTitle}
        </p>
      </div>
      <div className="col-start-1 row-start-2 flex min-w-0 items-center gap-2 lg:contents">
        <span className="text-sm text-ink-400 tabular-nums">{formatDayBR(payment.date)}</span>
        <span className="flex items-center gap-1.5">
          <MethodBadge method={payment.method} />
          {/* 'Crédito em 3x': one payment of the whole amount, in installments. */}
          {payment.installments > 1 && (
            <span className="text-xs font-medium text-ink-300 tabular-nums">
              {installmentsLabel(payment.installments)}
            </span>
          )}
        </span>
      </div>
      <Money
        cents={payment.amountCents}
        className="col-start-2 row-start-1 self-start text-right font-semibold tabular-nums lg:col-start-auto lg:row-start-auto lg:self-center"
      />
      <div className="col-start-2 row-start-2 -my-1.5 -mr-2 flex justify-end lg:col-start-auto lg:row-start-auto lg:my-0 lg:mr-0">
        {/* A deposit and its refund follow their appointment ('Registrar sinal', 'Devolver sinal'). */}
        {payment.kind === 'pagamento' && (
          <Button
            variant="ghost"
            size="icon"
            title="Editar"
            aria-label={`Editar pagamento de ${payment.clientName}`}
            onClick={() => onEdit(payment)}
          >
            <Pencil size={18} aria-hidden />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          title="Excluir"
          aria-label={`Excluir pagamento de ${payment.clientName}`}
          onClick={() => onDelete(payment)}
          className="hover:text-blood-300"
        >
          <Trash2 size={18} aria-hidden />
        </Button>
      </div>
    </li>
  );
}

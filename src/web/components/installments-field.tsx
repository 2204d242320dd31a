import { type ComponentProps, forwardRef } from 'react';
import { installmentsLabel } from '../../shared/card-fees';
import { MAX_INSTALLMENTS } from '../../shared/schemas/payment-line';
import { SelectField } from './ui/select';

/** 'À vista', '2x' … '12x': a credit card payment is one payment in that many installments. */
const installmentOptions = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? 'À vista' : installmentsLabel(i + 1),
}));

type InstallmentsFieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'options'>;

/** 'Parcelas' beside 'Cartão Crédito' in the money forms (Finalizar, Outras receitas). */
export const InstallmentsField = forwardRef<HTMLSelectElement, InstallmentsFieldProps>((props, ref) => (
  <SelectField ref={ref} label="Parcelas" options={installmentOptions} {...props} />
));
InstallmentsField.displayName = 'InstallmentsField';

/** register() options that keep the chosen installments a number, as the schema wants. */
export const asInstallments = { setValueAs: (v: unknown) => Number(v) } as const;

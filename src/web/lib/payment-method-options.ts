import { paymentMethodLabels, paymentMethods } from '../../shared/enums';

/** The 'Forma de Pagamento' choices of every money form (payments, Finalizar, Registrar sinal). */
export const paymentMethodOptions = paymentMethods.map((value) => ({
  value,
  label: paymentMethodLabels[value],
}));

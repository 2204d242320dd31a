import { paymentMethodLabels, paymentMethods, paymentReceivers } from '../../shared/enums';

/** The 'Forma de Pagamento' choices of every money form (payments, Finalizar, Registrar sinal). */
export const paymentMethodOptions = paymentMethods.map((value) => ({
  value,
  label: paymentMethodLabels[value],
}));

/** 'Quem recebeu' (studio members only): the studio's maquininha or Pix, or the artist directly. */
export const paymentReceiverOptions = paymentReceivers.map((value) => ({
  value,
  label: value === 'estudio' ? 'Estúdio (maquininha ou Pix do estúdio)' : 'Tatuador (direto)',
}));
export const paymentReceiverHint = 'Define o repasse entre o estúdio e o tatuador.';

import { type ComponentProps, forwardRef } from 'react';
import { paymentReceivers } from '../../shared/enums';
import { SelectField } from './ui/select';

/** 'Quem recebeu' (studio members only): the studio's maquininha or Pix, or the artist directly. */
const receiverOptions = paymentReceivers.map((value) => ({
  value,
  label: value === 'estudio' ? 'Estúdio (maquininha ou Pix do estúdio)' : 'Tatuador (direto)',
}));

type ReceivedByFieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'options' | 'hint'>;

/** The money forms' 'Quem recebeu' (Finalizar, Registrar sinal, Financeiro): it decides the repasse. */
export const ReceivedByField = forwardRef<HTMLSelectElement, ReceivedByFieldProps>((props, ref) => (
  <SelectField
    ref={ref}
    label="Quem recebeu"
    options={receiverOptions}
    hint="Define o repasse entre o estúdio e o tatuador."
    {...props}
  />
));
ReceivedByField.displayName = 'ReceivedByField';

import { type ClientInput, clientInputSchema } from '../../../shared/schemas/client';
import { type Clock, today } from '../../../shared/time';
import { DomainError } from '../errors';

/** The client form's contract plus what needs a clock: nobody is born after São Paulo's today. */
export function parseClientInput(input: ClientInput, clock: Clock) {
  const values = clientInputSchema.parse(input);
  if (values.birthDate && values.birthDate > today(clock))
    throw new DomainError('BIRTH_DATE_IN_FUTURE', {
      birthDate: 'A data de nascimento não pode ser no futuro',
    });
  return values;
}

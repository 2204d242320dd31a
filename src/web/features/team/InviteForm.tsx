import { Send } from 'lucide-react';
import type { IssuedInvitation } from '../../../shared/schemas/team';
import { invitationInputSchema } from '../../../shared/schemas/team';
import { FormError } from '../../components/form/form-error';
import { useZodForm } from '../../components/form/use-zod-form';
import { Panel } from '../../components/panel';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { useCreateInvitation } from './mutations';

/** A typed percentage ('12,5' as well as '12.5'); blank is left to the schema's default of 50. */
const typedPercentage = (typed: unknown) => {
  const text = String(typed ?? '')
    .trim()
    .replace(',', '.');
  return text === '' ? undefined : Number(text);
};

const blank = { email: '', initialPercentage: 50, role: 'artist' as const };

const roleOptions = [
  { value: 'artist', label: 'Tatuador' },
  { value: 'recepcao', label: 'Recepção' },
];

/**
 * 'Convidar tatuador' (SPEC §5): a valid e-mail and an initial percentage 0–100, default 50. A studio
 * can also invite its front desk ('Função: Recepção', issue 26), who takes no percentage.
 */
export function InviteForm({ onCreated }: { onCreated: (invitation: IssuedInvitation) => void }) {
  const form = useZodForm(invitationInputSchema, blank);
  const create = useCreateInvitation();

  const submit = form.submit((input) =>
    create.mutateAsync(input).then(
      (invitation) => {
        form.reset(blank);
        onCreated(invitation);
      },
      (err) => form.showServerError(err, 'Erro ao criar convite'),
    ),
  );

  return (
    <Panel title="Convidar tatuador">
      <p className="mb-4 text-sm text-ink-400">
        O convite chega por e-mail e vale como cadastro no seu estúdio.
      </p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Email"
          type="email"
          autoComplete="off"
          inputMode="email"
          placeholder="tatuador@email.com"
          {...form.field('email')}
        />
        <SelectField
          label="Função"
          options={roleOptions}
          hint={
            form.watch('role') === 'recepcao'
              ? 'Agenda do estúdio, clientes, pedidos e sinais; sem relatórios nem fichas de saúde.'
              : undefined
          }
          {...form.field('role')}
        />
        {form.watch('role') !== 'recepcao' && (
          <Field
            label="Percentual inicial (%)"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="any"
            hint="Parte de cada pagamento que fica com o tatuador."
            {...form.field('initialPercentage', { setValueAs: typedPercentage })}
          />
        )}
        <FormError message={form.formError} />
        <Button type="submit" disabled={create.isPending} className="w-full">
          <Send size={18} aria-hidden />
          {create.isPending ? 'Enviando...' : 'Enviar convite'}
        </Button>
      </form>
    </Panel>
  );
}

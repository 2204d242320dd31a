import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { IssuedInvitation } from '../../../shared/schemas/team';
import { invitationInputSchema } from '../../../shared/schemas/team';
import { Panel } from '../../components/panel';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useCreateInvitation } from './mutations';

/** 'Convidar tatuador' (SPEC §5): a valid e-mail and an initial percentage 0–100, default 50. */
export function InviteForm({ onCreated }: { onCreated: (invitation: IssuedInvitation) => void }) {
  const [email, setEmail] = useState('');
  const [percentage, setPercentage] = useState('50');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateInvitation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = percentage.trim().replace(',', '.');
    const parsed = invitationInputSchema.safeParse({
      email,
      initialPercentage: typed === '' ? undefined : Number(typed),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Erro ao criar convite');
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (invitation) => {
        setEmail('');
        setPercentage('50');
        onCreated(invitation);
      },
      onError: (err) => setError(errorMessage(err, 'Erro ao criar convite')),
    });
  };

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
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label="Percentual inicial (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          value={percentage}
          onChange={(e) => setPercentage(e.target.value)}
          hint="Parte de cada pagamento que fica com o tatuador."
        />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" disabled={create.isPending} className="w-full">
          <Send size={18} aria-hidden />
          {create.isPending ? 'Enviando...' : 'Enviar convite'}
        </Button>
      </form>
    </Panel>
  );
}

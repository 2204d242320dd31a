import { Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { messages } from '../../../shared/errors';
import { type Me, openStudioSchema } from '../../../shared/schemas/profile';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useOpenStudio } from '../session/mutations';

/**
 * 'Meu Perfil' for a Básico artist: the plan in words and the way up to Estúdio (the plan screen
 * promises it). Studio owners and invited artists see their plan only.
 */
export function PlanPanel({ me }: { me: Me }) {
  const [asking, setAsking] = useState(false);
  if (me.planType !== 'basico' || me.role !== 'admin_master') {
    return (
      <p className="text-sm text-ink-400">
        Plano <span className="text-ink-100">Estúdio</span>
        {me.organization ? ` · ${me.organization.name}` : ''}
      </p>
    );
  }
  return (
    <section aria-labelledby="plan-heading" className="space-y-3 rounded-xl border border-ink-800 p-4">
      <h3 id="plan-heading" className="text-sm font-semibold">
        Plano Básico
      </h3>
      <p className="text-sm text-ink-400">
        Trabalha com outros tatuadores? Abra um estúdio: você continua com todos os seus agendamentos,
        clientes e valores, e passa a convidar artistas. Um estúdio não volta a ser Básico.
      </p>
      {asking ? (
        <OpenStudioForm onBack={() => setAsking(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          <Users size={16} aria-hidden /> Abrir um estúdio
        </Button>
      )}
    </section>
  );
}

function OpenStudioForm({ onBack }: { onBack: () => void }) {
  const [studioName, setStudioName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = useOpenStudio();
  const markSaved = useMarkSaved();

  // A form inside the profile form's dialog: its own submit, never the profile's.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = openStudioSchema.safeParse({ studioName });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.studioNameRequired);
    setError(null);
    open.mutate(parsed.data, {
      onSuccess: () => {
        markSaved();
        toast.success('Estúdio criado! Convide seus tatuadores em Equipe.');
      },
      onError: (err) => setError(errorMessage(err, 'Erro ao criar organização')),
    });
  };

  return (
    <div className="space-y-3">
      <Field
        label="Nome do estúdio"
        placeholder="Ex.: Estúdio Agulha de Ouro"
        value={studioName}
        onChange={(e) => setStudioName(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && submit(e)}
      />
      {error && <Alert>{error}</Alert>}
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onBack}>
          Voltar
        </Button>
        <Button onClick={submit} disabled={open.isPending}>
          {open.isPending ? 'Criando...' : 'Criar estúdio'}
        </Button>
      </div>
    </div>
  );
}

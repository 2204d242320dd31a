import { Users } from 'lucide-react';
import { useState } from 'react';
import { type Me, openStudioSchema } from '../../../shared/schemas/profile';
import { FormError } from '../../components/form/form-error';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { useOpenStudio } from '../../entities/session/mutations';
import { toast } from '../../lib/toast';

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
  const form = useZodForm(openStudioSchema, { studioName: '' });
  const open = useOpenStudio();
  const markSaved = useMarkSaved();

  // Inside the profile form: not a <form> of its own (forms don't nest), so Enter and the button
  // submit this and never the profile's.
  const submit = form.submit((input) =>
    open.mutateAsync(input).then(
      () => {
        markSaved();
        toast.success('Estúdio criado! Convide seus tatuadores em Equipe.');
      },
      (err: unknown) => form.showServerError(err, 'Erro ao criar organização'),
    ),
  );

  return (
    <div className="space-y-3">
      <Field
        label="Nome do estúdio"
        placeholder="Ex.: Estúdio Agulha de Ouro"
        {...form.field('studioName')}
        onKeyDown={(e) => e.key === 'Enter' && void submit(e)}
      />
      <FormError message={form.formError} />
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

import { ArrowLeft, Check, User, Users } from 'lucide-react';
import { useState } from 'react';
import { openStudioSchema } from '../../../shared/schemas/profile';
import { FormError } from '../../components/form/form-error';
import { useZodForm } from '../../components/form/use-zod-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { LogoMark } from '../../components/ui/logo';
import { useSelectPlan } from '../../entities/session/mutations';
import { useMe } from '../../entities/session/queries';
import { useSignOutFlow } from '../../entities/session/use-sign-out-flow';
import { errorMessage } from '../../lib/api';

const plans = [
  {
    id: 'basico' as const,
    icon: User,
    name: 'Plano Básico',
    tagline: 'Individual',
    later: 'Pode virar Estúdio depois, com todos os seus dados.',
    perks: ['Agenda e clientes', 'Financeiro e despesas', 'Relatórios e tarefas'],
  },
  {
    id: 'estudio' as const,
    icon: Users,
    name: 'Plano Estúdio',
    tagline: 'Com equipe',
    later: 'Não volta a ser Básico: o trabalho dos convidados depende do estúdio.',
    perks: [
      'Tudo do Básico',
      'Convide tatuadores por link',
      'Percentual por artista',
      'Divisão automática dos pagamentos',
      'Relatórios consolidados do estúdio',
    ],
  },
];

/** Signed in but no plan yet: basic applies at once; studio first asks for the studio's name. */
export default function PlanSelection() {
  const [askingStudio, setAskingStudio] = useState(false);
  /** 'Plano Básico' is one tap, no form: its refusal shows under the plans. */
  const [basicError, setBasicError] = useState<string | null>(null);
  const studio = useZodForm(openStudioSchema, { studioName: '' });
  const select = useSelectPlan();
  const me = useMe();
  const signOut = useSignOutFlow();

  function chooseBasic() {
    setBasicError(null);
    select.mutate(
      { planType: 'basico' },
      { onError: (err) => setBasicError(errorMessage(err, 'Erro ao selecionar plano')) },
    );
  }

  const createStudio = studio.submit(({ studioName }) =>
    select
      .mutateAsync({ planType: 'estudio', studioName })
      .catch((err: unknown) => studio.showServerError(err, 'Erro ao criar organização')),
  );

  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center px-5 py-10">
      <div className="mb-8 flex items-center justify-center gap-3">
        <LogoMark size={44} />
        <div>
          <h1 className="text-2xl font-semibold">Escolha seu plano</h1>
          <p className="text-ink-400">Como você trabalha hoje?</p>
        </div>
      </div>
      {/* No billing exists yet: the price is said plainly rather than implied. */}
      <p className="mx-auto mb-6 max-w-xl text-center text-sm text-ink-300">
        Os dois planos são <strong className="text-ink-100">gratuitos durante o lançamento</strong>. Antes de
        qualquer cobrança, avisaremos por email com 30 dias de antecedência.
      </p>

      {askingStudio ? (
        <form
          onSubmit={createStudio}
          noValidate
          className="mx-auto w-full max-w-md space-y-4 rounded-2xl border border-ink-800 bg-ink-900 p-6"
        >
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2"
            onClick={() => {
              setAskingStudio(false);
              studio.clearErrors();
              studio.setFormError(null);
            }}
          >
            <ArrowLeft size={16} aria-hidden /> Voltar
          </Button>
          <h2 className="text-lg font-semibold">Plano Estúdio</h2>
          <Field
            label="Nome do estúdio"
            placeholder="Ex.: Estúdio Agulha de Ouro"
            autoFocus
            {...studio.field('studioName')}
          />
          <FormError message={studio.formError} />
          <Button type="submit" size="lg" className="w-full" disabled={select.isPending}>
            {select.isPending ? 'Criando...' : 'Criar estúdio'}
          </Button>
        </form>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {plans.map((plan) => (
              <section
                key={plan.id}
                className="flex flex-col rounded-2xl border border-ink-800 bg-ink-900 p-6"
              >
                <plan.icon className="text-blood-500" size={28} aria-hidden />
                <h2 className="mt-4 text-xl font-semibold">{plan.name}</h2>
                <p className="text-sm text-ink-400">{plan.tagline}</p>
                <p className="mt-3 text-lg font-semibold">
                  R$ 0 <span className="text-sm font-normal text-ink-400">durante o lançamento</span>
                </p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-ink-300">
                  {plan.perks.map((perk) => (
                    <li key={perk} className="flex gap-2">
                      <Check size={16} className="mt-0.5 shrink-0 text-blood-400" aria-hidden /> {perk}
                    </li>
                  ))}
                </ul>
                <p className="mt-4 text-xs text-ink-400">{plan.later}</p>
                <Button
                  size="lg"
                  className="mt-6 w-full"
                  variant={plan.id === 'estudio' ? 'primary' : 'secondary'}
                  disabled={select.isPending}
                  onClick={plan.id === 'basico' ? chooseBasic : () => setAskingStudio(true)}
                >
                  Escolher {plan.name}
                </Button>
              </section>
            ))}
          </div>
          {basicError && (
            <div className="mt-4">
              <Alert>{basicError}</Alert>
            </div>
          )}
        </>
      )}

      {/* Signed in with the wrong account, or not ready to choose: a way out. */}
      <p className="mt-8 text-center text-sm text-ink-400">
        {me.data?.email && (
          <>
            Conectado como <span className="text-ink-200">{me.data.email}</span> ·{' '}
          </>
        )}
        <button
          type="button"
          className="font-medium text-blood-400 underline-offset-4 hover:underline"
          onClick={signOut.ask}
        >
          Sair
        </button>
      </p>
      {signOut.dialog}
    </main>
  );
}

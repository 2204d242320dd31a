import { ChevronRight, Circle, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import type { PlanType } from '../../../shared/enums';
import type { ChecklistSteps } from '../../../shared/schemas/dashboard';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useDismissChecklist } from './mutations';

export type ChecklistStep = 'plan' | keyof ChecklistSteps;

/** What each step opens: the place where it is done. */
export type ChecklistOpeners = Record<ChecklistStep, () => void>;

const steps: { id: ChecklistStep; label: string; hint: string }[] = [
  { id: 'plan', label: 'Escolher o plano', hint: '' },
  {
    id: 'bookingPage',
    label: 'Ativar a página de agendamento',
    hint: 'Clientes pedem horário pelo seu link',
  },
  { id: 'pixKey', label: 'Cadastrar a chave Pix', hint: 'Para receber o sinal dos agendamentos' },
  { id: 'firstClient', label: 'Cadastrar o primeiro cliente', hint: 'Nome e WhatsApp bastam' },
  { id: 'firstSession', label: 'Marcar a primeira sessão', hint: 'Ela aparece na sua agenda' },
];

/**
 * 'Primeiros passos' (issue 29): a new account's way from the plan to its first session. Each step
 * is ticked from the data (the dashboard's answer) and opens where it is done; 'Dispensar' hides it
 * on every device, and it goes by itself once every step is done (the answer then has none).
 */
export function FirstDayChecklist({
  done,
  planType,
  open,
}: {
  done: ChecklistSteps;
  planType: PlanType | null;
  open: ChecklistOpeners;
}) {
  const headingId = useId();
  const dismiss = useDismissChecklist();
  const isDone = (id: ChecklistStep) => (id === 'plan' ? true : done[id]);
  const count = steps.filter((s) => isDone(s.id)).length;
  const planName = planType === 'estudio' ? 'Plano Estúdio' : 'Plano Básico';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-blood-900/70 bg-ink-900 p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            Primeiros passos
          </h2>
          <p className="mt-0.5 text-sm text-ink-400">
            {count} de {steps.length} feitos · deixe tudo pronto para receber clientes
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="-mt-1 -mr-2 shrink-0"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(undefined, {
              onError: () => toast.error('Não foi possível dispensar. Tente de novo.'),
            })
          }
        >
          Dispensar
        </Button>
      </div>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-ink-800" aria-hidden>
        <div
          className="h-full rounded-full bg-emerald-500"
          style={{ width: `${(count / steps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-3 grid gap-1 lg:grid-cols-5 lg:gap-2">
        {steps.map((step, i) => {
          const ok = isDone(step.id);
          const hint = step.id === 'plan' ? planName : step.hint;
          return (
            <li key={step.id} className="min-w-0">
              <button
                type="button"
                onClick={open[step.id]}
                className={cn(
                  'flex min-h-14 w-full items-center gap-3 rounded-xl px-2 py-2 text-left transition-colors hover:bg-ink-800 lg:h-full lg:flex-col lg:items-start lg:gap-2 lg:border lg:p-3',
                  ok ? 'lg:border-ink-800' : 'lg:border-ink-700 lg:bg-ink-850',
                )}
              >
                {ok ? (
                  <CircleCheck size={22} className="shrink-0 text-emerald-400" aria-hidden />
                ) : (
                  <Circle size={22} className="shrink-0 text-ink-500" aria-hidden />
                )}
                <span className="min-w-0 flex-1">
                  <span className={cn('block text-sm font-medium', ok ? 'text-ink-300' : 'text-ink-100')}>
                    <span className="sr-only">{i + 1}. </span>
                    {step.label}
                  </span>
                  <span className={cn('block text-xs', ok ? 'text-emerald-400' : 'text-ink-400')}>
                    {ok ? (step.id === 'plan' ? `Feito · ${planName}` : 'Feito') : hint}
                  </span>
                </span>
                <ChevronRight size={18} className="shrink-0 text-ink-500 lg:hidden" aria-hidden />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

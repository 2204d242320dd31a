import { Share, SquarePlus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../components/ui/button';
import { useInstallPrompt } from './use-install-prompt';

/**
 * 'Instalar o Tinta': a card that offers installing the app 3 s after the browser allows it, or on iPhone
 * shows Safari's manual steps. Non-modal (it arrives unasked, so it never takes focus); on phones it sits
 * above the bottom tabs and the floating add button, on desktop in the bottom-right corner.
 */
export function InstallPrompt() {
  const { kind, install, dismiss } = useInstallPrompt();
  const titleId = useId();
  const textId = useId();
  if (!kind) return null;

  return (
    // A region, not a dialog: it arrives unasked and never holds focus, so nothing about it is
    // modal (a dialog would promise Escape and a focus trap).
    <section
      data-boot-paint="skip"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="arrive-from-below fixed inset-x-3 bottom-[calc(9.25rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-2xl border border-ink-700 bg-ink-850 p-4 shadow-2xl shadow-black/60 lg:inset-x-auto lg:right-6 lg:bottom-6 lg:w-96"
    >
      <div className="flex items-start gap-3">
        {/* The very icon the home screen will show. */}
        <img
          src="/icons/icon-192.png"
          alt=""
          width={48}
          height={48}
          className="h-12 w-12 shrink-0 rounded-xl ring-1 ring-ink-700"
        />
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-ink-100">
            Instalar o Tinta
          </h2>
          <p id={textId} className="mt-1 text-sm text-ink-300">
            {kind === 'ios'
              ? 'Adicione o Tinta à tela de início para abrir a agenda num toque, em tela cheia.'
              : 'Instale o Tinta no seu aparelho para abrir a agenda num toque, em tela cheia, e receber os lembretes.'}
          </p>
        </div>
      </div>

      {kind === 'ios' ? (
        <>
          <ol className="mt-3 space-y-2 text-sm text-ink-200">
            <Step n={1}>
              Toque no botão Compartilhar{' '}
              <Share size={16} aria-hidden className="inline align-[-3px] text-blood-400" />
            </Step>
            <Step n={2}>
              Toque em <strong>Adicionar à Tela de Início</strong>{' '}
              <SquarePlus size={16} aria-hidden className="inline align-[-3px] text-blood-400" />
            </Step>
            <Step n={3}>
              Toque em <strong>Adicionar</strong>
            </Step>
          </ol>
          <div className="mt-4 flex justify-end">
            <Button onClick={dismiss} className="min-h-11 w-full sm:w-auto">
              Entendi
            </Button>
          </div>
        </>
      ) : (
        <div className="mt-4 flex gap-2">
          <Button variant="secondary" onClick={dismiss} className="min-h-11 flex-1">
            Agora não
          </Button>
          <Button onClick={() => void install()} className="min-h-11 flex-1">
            Instalar
          </Button>
        </div>
      )}
    </section>
  );
}

function Step({ n, children }: { n: number; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <span
        aria-hidden
        className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-ink-800 text-xs font-semibold text-ink-200"
      >
        {n}
      </span>
      <span>{children}</span>
    </li>
  );
}

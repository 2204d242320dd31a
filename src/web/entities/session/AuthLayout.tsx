import { type ReactNode, useEffect } from 'react';
import { loadZodResolver } from '../../components/form/lazy-zod-form';
import { Brand } from '../../components/ui/logo';
import { loadAuthSchemas } from './load-auth-schemas';

/** The signed-out frame: brand panel on wide screens, the form card always. */
export function AuthLayout({
  title,
  subtitle,
  children,
  warm: warmMore,
}: {
  /** Text, or markup when part of it must stand out (the studio name on the invitation screen). */
  title: ReactNode;
  subtitle?: string;
  children: ReactNode;
  /** More to fetch at the same moment as the schemas (the forms the screen switches to). */
  warm?: () => void;
}) {
  // Every signed-out form validates with these: fetched when the person starts filling one in (the
  // first focus or key), so a visit that only looks costs no zod, and the submit still finds them
  // ready — typing an e-mail takes longer than the chunk.
  useEffect(() => {
    const warm = () => {
      void loadAuthSchemas();
      void loadZodResolver();
      warmMore?.();
    };
    const events = ['focusin', 'keydown', 'pointerdown'] as const;
    for (const e of events) document.addEventListener(e, warm, { once: true, passive: true });
    return () => {
      for (const e of events) document.removeEventListener(e, warm);
    };
  }, [warmMore]);
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden border-r border-ink-800 bg-ink-900 lg:flex lg:flex-col lg:justify-between lg:p-12">
        <Brand size={44} />
        <div className="max-w-md">
          <p className="font-display text-4xl leading-tight">
            Sua agenda, seus clientes e seu dinheiro — no traço certo.
          </p>
          <p className="mt-4 text-ink-400">
            Feito para tatuadores e estúdios: rápido no celular, exato com cada centavo.
          </p>
        </div>
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -bottom-24 h-96 w-96 rounded-full bg-blood-600/20 blur-3xl"
        />
        <p className="text-xs text-ink-400">Horário de São Paulo · valores em R$</p>
      </aside>
      <main className="flex flex-col items-center justify-center px-5 py-10">
        <div className="mb-8 lg:hidden">
          <Brand size={52} stacked />
        </div>
        <div className="w-full max-w-sm">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {subtitle && <p className="mt-1 text-ink-400">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}

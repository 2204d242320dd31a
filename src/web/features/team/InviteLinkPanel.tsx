import { Copy, MessageCircle, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { IssuedInvitation } from '../../../shared/schemas/team';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { copyText } from '../../entities/team/format';
import { invitationLink } from '../../entities/team/queries';
import { toast } from '../../lib/toast';

export function copyInvitationLink(token: string) {
  void copyText(invitationLink(token)).then((ok) =>
    ok ? toast.success('Link copiado!') : toast.error('Não foi possível copiar o link'),
  );
}

/**
 * The link of the invitation just created (or resent), shown prominently: the e-mail may land in
 * spam, so owners usually pass it on themselves, by copy or by WhatsApp. This is the only place a
 * link appears: the server keeps just its hash, so the list cannot show it again ('Reenviar' makes
 * a fresh one).
 */
export function InviteLinkPanel({
  invitation,
  resent,
  studioName,
  onClose,
}: {
  invitation: IssuedInvitation;
  resent: boolean;
  studioName: string;
  onClose: () => void;
}) {
  const link = invitationLink(invitation.token);
  const fieldId = useId();
  const panel = useRef<HTMLElement>(null);
  // On a phone the panel sits above the lists, so 'Reenviar' far down would show only a toast:
  // bring each new link into view and give it focus, which also tells screen readers where it
  // went (TeamScreen remounts the panel per token, i.e. per create or resend). 'nearest' leaves
  // the sticky desktop column, already in view, alone; scroll-m clears the phone's sticky header.
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
  }, []);
  const message = `Olá! Você foi convidado(a) para o estúdio ${studioName} no Tinta. Crie sua conta por este link: ${link}`;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${fieldId}-title`}
      className="scroll-mt-18 scroll-mb-20 rounded-2xl border border-blood-700/60 bg-blood-900/20 p-4 outline-none focus-visible:ring-2 focus-visible:ring-blood-500 sm:p-5"
    >
      <div className="mb-1 flex items-start justify-between gap-2">
        <h2 id={`${fieldId}-title`} className="font-semibold">
          {resent ? 'Convite reenviado!' : 'Convite criado!'}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Fechar link do convite"
          className="-mt-2 -mr-2"
          onClick={onClose}
        >
          <X size={18} aria-hidden />
        </Button>
      </div>
      <p className="mb-3 text-sm text-ink-300">
        Enviamos o link por e-mail para <strong className="break-all text-ink-100">{invitation.email}</strong>
        . Você também pode mandá-lo você mesmo:
      </p>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-ink-300">
        Link do convite
      </label>
      <Input
        id={fieldId}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="font-mono text-sm"
      />
      <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <Button onClick={() => copyInvitationLink(invitation.token)}>
          <Copy size={18} aria-hidden />
          Copiar link
        </Button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-emerald-700 px-4 text-sm font-medium text-white transition-colors hover:bg-emerald-800"
        >
          <MessageCircle size={18} aria-hidden />
          Enviar pelo WhatsApp
        </a>
      </div>
    </section>
  );
}

import { MessageCircle } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

/** After an answer is saved: the message for the client, one tap away (WhatsApp opens with it typed). */
export function WhatsAppDone({
  title,
  href,
  text,
  onClose,
}: {
  title: string;
  href: string | null;
  /** The message as WhatsApp will open with it, shown before the button. */
  text?: string;
  onClose: () => void;
}) {
  return (
    <div className="space-y-4">
      <Alert tone="success">{title}</Alert>
      {text && (
        <blockquote
          aria-label="Mensagem para o cliente"
          className="rounded-2xl rounded-tl-sm border border-emerald-900/70 bg-emerald-950/40 px-3 py-2 text-sm whitespace-pre-wrap break-words"
        >
          {text}
        </blockquote>
      )}
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className="flex h-12 items-center justify-center gap-2 rounded-xl bg-emerald-700 px-5 font-medium text-white hover:bg-emerald-600"
        >
          <MessageCircle size={18} aria-hidden /> Avisar pelo WhatsApp
        </a>
      ) : (
        <p className="text-sm text-ink-300">Este pedido não tem um WhatsApp válido para avisar.</p>
      )}
      <Button variant="secondary" className="w-full" onClick={onClose}>
        Concluir
      </Button>
    </div>
  );
}

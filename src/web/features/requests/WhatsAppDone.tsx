import { MessageCircle } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

/** After an answer is saved: the message for the client, one tap away (WhatsApp opens with it typed). */
export function WhatsAppDone({
  title,
  href,
  onClose,
}: {
  title: string;
  href: string | null;
  onClose: () => void;
}) {
  return (
    <div className="space-y-4">
      <Alert tone="success">{title}</Alert>
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

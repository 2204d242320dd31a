import { Copy, Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Money } from '../../lib/privacy';
import { toast } from '../../lib/toast';
import { useRequestPix } from './queries';

/** The deposit's Pix (QR + copia e cola) as the client sees it, for showing at the counter or forwarding. */
export function PixDialog({
  request,
  onOpenChange,
}: {
  request: { id: string; clientName: string; dueCents: number } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const pix = useRequestPix(request?.id ?? '', request !== null);
  return (
    <Dialog
      open={request !== null}
      onOpenChange={onOpenChange}
      title="Pix do sinal"
      description={request?.clientName}
    >
      {request && (
        <div className="space-y-4">
          <p className="text-sm text-ink-300">
            Valor: <Money cents={request.dueCents} className="font-semibold text-ink-100" />
          </p>
          {pix.data ? (
            <>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.data.qrSvg)}`}
                alt="QR Code Pix do sinal"
                className="mx-auto h-56 w-56 rounded-xl bg-white p-2"
              />
              <label className="block space-y-1.5 text-sm font-medium text-ink-300">
                Pix copia e cola
                <textarea
                  readOnly
                  rows={4}
                  value={pix.data.code}
                  className="block w-full resize-none rounded-xl border border-ink-700 bg-ink-950 p-3 font-mono text-xs break-all text-ink-200"
                />
              </label>
              <Button
                className="w-full"
                onClick={() =>
                  void navigator.clipboard
                    .writeText(pix.data.code)
                    .then(() => toast.success('Código Pix copiado!'))
                    .catch(() => toast.error('Não foi possível copiar'))
                }
              >
                <Copy size={16} aria-hidden /> Copiar código Pix
              </Button>
            </>
          ) : pix.isError ? (
            <p role="alert" className="text-sm text-red-300">
              {pix.error.message}
            </p>
          ) : (
            <p role="status" className="flex items-center gap-2 text-sm text-ink-400">
              <Loader2 className="animate-spin" size={18} aria-hidden /> Gerando o código…
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

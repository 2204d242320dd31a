import { formatDayBR, formatInstantBR } from '../../../shared/time';
import { Alert } from '../../components/ui/alert';
import { Dialog } from '../../components/ui/dialog';
import { useConsent } from '../../entities/consents/queries';

/** One signed consent exactly as signed: the text of its version, who signed, the signatures, when and where. */
export function ConsentViewDialog({
  id,
  open,
  onOpenChange,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const consent = useConsent(id);
  const c = consent.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Termo assinado" description={c?.signerName} wide>
      {consent.isError ? (
        <Alert>Não foi possível carregar o termo. Tente novamente.</Alert>
      ) : !c ? (
        <p role="status" className="text-sm text-ink-400">
          Carregando…
        </p>
      ) : (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-ink-400">Assinado em</dt>
            <dd>{formatInstantBR(new Date(c.signedAt))}</dd>
            <dt className="text-ink-400">Sessão</dt>
            <dd className="break-words">{c.appointmentTitle ?? 'Nenhuma sessão marcada'}</dd>
            <dt className="text-ink-400">Documento</dt>
            <dd className="break-words">{c.signerDocument}</dd>
            <dt className="text-ink-400">Nascimento</dt>
            <dd>{formatDayBR(c.signerBirthDate)}</dd>
            <dt className="text-ink-400">Termo</dt>
            <dd>Versão {c.version}</dd>
            <dt className="text-ink-400">Código do texto</dt>
            <dd className="font-mono text-xs break-all text-ink-300">SHA-256 {c.textHash}</dd>
            <dt className="text-ink-400">Aparelho</dt>
            <dd className="break-words text-xs text-ink-300">
              {c.ip || '—'} · {c.userAgent || '—'}
            </dd>
          </dl>
          <div className="rounded-xl border border-ink-700 bg-ink-850 p-3 leading-relaxed whitespace-pre-wrap text-ink-200">
            {c.body}
          </div>
          <figure className="space-y-1">
            <img
              src={c.signature}
              alt={`Assinatura de ${c.signerName}`}
              className="h-28 w-full rounded-xl bg-white object-contain"
            />
            <figcaption className="text-xs text-ink-400">{c.signerName}</figcaption>
          </figure>
          {c.minor && c.guardianSignature && (
            <figure className="space-y-1">
              <img
                src={c.guardianSignature}
                alt={`Assinatura do responsável ${c.guardianName}`}
                className="h-28 w-full rounded-xl bg-white object-contain"
              />
              <figcaption className="text-xs text-ink-400">
                Responsável: {c.guardianName} · {c.guardianDocument}
              </figcaption>
            </figure>
          )}
        </div>
      )}
    </Dialog>
  );
}

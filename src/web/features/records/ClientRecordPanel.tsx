import { FileDown } from 'lucide-react';
import { Panel } from '../../components/panel';

const linkClass =
  'inline-flex h-11 items-center gap-2 rounded-xl border border-ink-700 px-4 text-sm font-medium text-ink-100 hover:bg-ink-850';

/** The client's whole record for the sanitary inspection or the client: a printable PDF. */
export function ClientRecordPanel({ client }: { client: { id: string; name: string } }) {
  return (
    <Panel title="Ficha completa">
      <p className="pb-3 text-sm text-ink-400">
        Identificação, anamneses, sessões com tintas e lotes, e termos assinados — para a vigilância sanitária
        ou para o cliente.
      </p>
      <a href={`/api/clients/${client.id}/record.pdf`} download className={linkClass}>
        <FileDown size={16} aria-hidden /> Baixar ficha em PDF
      </a>
    </Panel>
  );
}

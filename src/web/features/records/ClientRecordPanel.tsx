import { FileArchive, FileDown, UserX } from 'lucide-react';
import { useState } from 'react';
import { DownloadButton } from '../../components/download-button';
import { Panel } from '../../components/panel';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { useEraseClient } from '../../entities/clients/mutations';
import { useRecordSettings } from '../../entities/consents/queries';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

/**
 * The client's whole record as a PDF (the sanitary inspection, the client), and the client's LGPD
 * rights: everything held about them as one zip, and erasure on request.
 */
export function ClientRecordPanel({
  client,
  onErased,
}: {
  client: { id: string; name: string };
  onErased: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const erase = useEraseClient();
  const settings = useRecordSettings();
  const years = settings.data?.retentionYears ?? 5;

  const confirmErase = () =>
    erase.mutate(client.id, {
      onSuccess: ({ minorConsentsKept }) => {
        setAsking(false);
        toast.success(
          minorConsentsKept > 0
            ? `Dados excluídos. A autorização do responsável fica guardada por ${years} anos.`
            : 'Dados do cliente excluídos.',
        );
        onErased();
      },
      onError: (err) => toast.error(errorMessage(err, 'Erro ao excluir cliente. Tente novamente.')),
    });

  return (
    <Panel title="Ficha e LGPD">
      <p className="pb-3 text-sm text-ink-400">
        Identificação, anamneses, sessões com tintas e lotes, e termos assinados — para a vigilância sanitária
        ou para o cliente.
      </p>
      <div className="flex flex-wrap gap-2">
        <DownloadButton path={`/api/clients/${client.id}/record.pdf`} fileName="ficha.pdf">
          <FileDown size={16} aria-hidden /> Baixar ficha em PDF
        </DownloadButton>
        <DownloadButton path={`/api/clients/${client.id}/export.zip`} fileName="tinta-cliente.zip">
          <FileArchive size={16} aria-hidden /> Exportar dados (LGPD)
        </DownloadButton>
        <Button variant="ghost" className="text-red-300" onClick={() => setAsking(true)}>
          <UserX size={16} aria-hidden /> Excluir dados (LGPD)
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Excluir os dados de ${client.name}?`}
        description={`Contato, documento, anamneses e termos assinados são apagados. Sessões e pagamentos ficam como "Cliente excluído (LGPD)", para os totais não mudarem. Termos de menores de idade ficam guardados por ${years} anos, como a lei pede. Não dá para desfazer.`}
        confirmLabel={erase.isPending ? 'Excluindo...' : 'Excluir dados'}
        onConfirm={confirmErase}
        busy={erase.isPending}
      />
    </Panel>
  );
}

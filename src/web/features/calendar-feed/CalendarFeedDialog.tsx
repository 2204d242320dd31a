import { CalendarSync, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CheckboxCard } from '../../components/ui/checkbox-card';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useRotateCalendarFeed, useSetFeedMoney } from './mutations';
import { useCalendarFeed } from './queries';

/**
 * 'Agenda no calendário': a secret link Google, Apple and Outlook calendars subscribe to, updated on
 * every change. Copy it, open it in the phone's calendar, show values or not, or replace it (the
 * old link stops at once — for a link shared by mistake).
 */
export function CalendarFeedDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const money = useSetFeedMoney();
  const [asking, setAsking] = useState(false);
  const path = feed.data?.path ?? null;
  const https = path ? `${window.location.origin}${path}` : '';
  const webcal = https.replace(/^https?:/, 'webcal:');

  const create = () =>
    rotate.mutate(undefined, {
      onSuccess: () => toast.success('Link do calendário criado!'),
      onError: (err) => toast.error(errorMessage(err, 'Erro ao criar o link')),
    });
  const copy = () =>
    void navigator.clipboard
      .writeText(https)
      .then(() => toast.success('Link copiado!'))
      .catch(() => toast.error('Não foi possível copiar'));

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Agenda no calendário">
      <div className="space-y-4 text-sm">
        <p className="text-ink-300">
          Veja seus agendamentos no calendário do celular ou do computador (Google, Apple, Outlook). Ele se
          atualiza sozinho a cada mudança. Só aparecem o primeiro nome do cliente, o título, o horário e a
          situação — nada da ficha de saúde.
        </p>
        {feed.isError ? (
          <Alert>Não foi possível carregar. Verifique sua conexão e tente novamente.</Alert>
        ) : !feed.data ? (
          <p role="status" className="text-ink-400">
            Carregando…
          </p>
        ) : !path ? (
          <Button onClick={create} disabled={rotate.isPending}>
            <CalendarSync size={16} aria-hidden />{' '}
            {rotate.isPending ? 'Criando...' : 'Criar link do calendário'}
          </Button>
        ) : (
          <>
            <Field
              label="Link do calendário (secreto)"
              value={https}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              hint="Quem tiver este link vê sua agenda. Não publique."
            />
            <div className="flex flex-wrap gap-2">
              <Button onClick={copy}>
                <Copy size={16} aria-hidden /> Copiar link
              </Button>
              <a
                href={webcal}
                className="inline-flex h-11 items-center gap-2 rounded-xl border border-ink-700 px-4 font-medium text-ink-100 hover:bg-ink-850"
              >
                <CalendarSync size={16} aria-hidden /> Abrir no calendário
              </a>
            </div>
            <p className="text-xs text-ink-400">
              No Google Agenda: Outras agendas → + → Do URL, e cole o link. No iPhone: toque em "Abrir no
              calendário".
            </p>
            <CheckboxCard
              checked={feed.data.includeMoney}
              disabled={money.isPending}
              onChange={(includeMoney) =>
                money.mutate(
                  { includeMoney },
                  { onError: (err) => toast.error(errorMessage(err, 'Erro ao salvar')) },
                )
              }
              label="Mostrar valores nos eventos"
              hint="Desligado, nenhum valor sai do Tinta."
            />
            <Button variant="ghost" onClick={() => setAsking(true)}>
              <RefreshCw size={16} aria-hidden /> Gerar novo link
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Gerar um novo link?"
        description="O link atual para de funcionar na hora. Calendários assinados com ele deixam de atualizar até você assinar o novo."
        confirmLabel="Gerar novo link"
        busy={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              toast.success('Novo link criado. O anterior parou de funcionar.');
            },
            onError: (err) => toast.error(errorMessage(err, 'Erro ao criar o link')),
          })
        }
      />
    </Dialog>
  );
}

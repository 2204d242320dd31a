import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useId, useState } from 'react';
import {
  expensePaymentMethodLabels,
  expensePaymentMethods,
  type SettlementPeriod,
  settlementPeriodLabels,
  settlementPeriods,
} from '../../../shared/enums';
import { messages } from '../../../shared/errors';
import {
  markSettlementPaidSchema,
  type Settlement,
  type SettlementLine,
} from '../../../shared/schemas/settlement';
import { settlementPeriodLabel } from '../../../shared/settlement';
import { formatDayBR, settlementWindow, shiftSettlementWindow, today } from '../../../shared/time';
import { DownloadButton } from '../../components/download-button';
import { FormError } from '../../components/form/form-error';
import { FormDateField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { Money } from '../../lib/privacy';
import { toast } from '../../lib/toast';
import { useMarkSettlementPaid, useUndoSettlement } from './mutations';
import { useSettlements } from './queries';

const methodOptions = expensePaymentMethods.map((m) => ({ value: m, label: expensePaymentMethodLabels[m] }));

/** Who pays whom, in words: the net's sign says the direction; an artist reads it about themselves. */
function direction(netCents: number, you = false): string {
  if (netCents === 0) return 'Nada a acertar';
  if (you) return netCents > 0 ? 'O estúdio paga a você' : 'Você paga ao estúdio';
  return netCents > 0 ? 'Estúdio paga ao tatuador' : 'Tatuador paga ao estúdio';
}

function PeriodSwitch({
  value,
  onChange,
}: {
  value: SettlementPeriod;
  onChange: (p: SettlementPeriod) => void;
}) {
  return (
    <fieldset className="flex w-full gap-1 rounded-xl border border-ink-800 bg-ink-950/40 p-1 sm:w-auto">
      <legend className="sr-only">Período do repasse</legend>
      {settlementPeriods.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={value === p}
          onClick={() => onChange(p)}
          className={cn(
            'flex h-9 flex-1 items-center justify-center rounded-lg px-3 text-sm font-medium transition-colors sm:flex-none',
            value === p ? 'bg-ink-800 text-ink-100' : 'text-ink-400 hover:text-ink-200',
          )}
        >
          {settlementPeriodLabels[p]}
        </button>
      ))}
    </fieldset>
  );
}

function StatusBadge({ line }: { line: SettlementLine }) {
  if (line.settlement) return <Badge tone="emerald">Pago em {formatDayBR(line.settlement.paidOn)}</Badge>;
  if (line.overlapping) return <Badge>Acertado em outro repasse</Badge>;
  if (line.paymentsCount === 0) return <Badge>Sem pagamentos</Badge>;
  return <Badge tone="amber">Em aberto</Badge>;
}

function Figures({ line, you = false }: { line: SettlementLine; you?: boolean }) {
  const row = 'flex items-baseline justify-between gap-3';
  const value = 'text-right tabular-nums whitespace-nowrap';
  return (
    <dl className="mt-2 space-y-1 text-[13px]">
      <div className={row}>
        <dt className="text-ink-400">{you ? 'O estúdio deve a você' : 'Estúdio deve ao tatuador'}</dt>
        <dd className={value}>
          <Money cents={line.studioOwesCents} />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-400">{you ? 'Você deve ao estúdio' : 'Tatuador deve ao estúdio'}</dt>
        <dd className={value}>
          <Money cents={line.artistOwesCents} />
        </dd>
      </div>
      <div className={cn(row, 'border-t border-ink-800 pt-1.5 text-sm font-semibold')}>
        <dt>{direction(line.netCents, you)}</dt>
        <dd className={cn(value, line.netCents !== 0 && 'text-emerald-300')}>
          <Money cents={Math.abs(line.netCents)} />
        </dd>
      </div>
    </dl>
  );
}

function ArtistCard({
  line,
  period,
  start,
  end,
  canSettle,
  onMark,
  onUndo,
}: {
  line: SettlementLine;
  period: SettlementPeriod;
  start: string;
  end: string;
  canSettle: boolean;
  onMark: (line: SettlementLine) => void;
  onUndo: (settlement: Settlement) => void;
}) {
  const headingId = useId();
  const query = new URLSearchParams({ period, day: start, artistId: line.artistId }).toString();
  const open = !line.settlement && !line.overlapping && line.paymentsCount > 0;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-ink-800 bg-ink-850/60 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="min-w-0 font-medium wrap-anywhere">
          {line.name}
          {line.removed && <span className="ml-1.5 text-xs font-normal text-ink-400">(removido)</span>}
        </h3>
        <StatusBadge line={line} />
      </div>
      <p className="mt-0.5 text-xs text-ink-400">
        {line.paymentsCount === 1 ? '1 pagamento' : `${line.paymentsCount} pagamentos`} no período
        {line.settlement && ` · ${expensePaymentMethodLabels[line.settlement.method]}`}
      </p>
      <Figures line={line} you={!canSettle} />
      <div className="mt-3 flex flex-wrap gap-2">
        {canSettle && open && (
          <Button
            size="sm"
            onClick={() => onMark(line)}
            aria-label={`Marcar repasse de ${line.name} como pago`}
          >
            Marcar como pago
          </Button>
        )}
        <DownloadButton
          size="sm"
          variant="secondary"
          path={`/api/studio/settlements/statement.csv?${query}`}
          fileName={`repasse-${start}-a-${end}.csv`}
          label={`Extrato de ${line.name} (CSV)`}
        >
          <Download size={14} aria-hidden /> Extrato (CSV)
        </DownloadButton>
        <DownloadButton
          size="sm"
          variant="secondary"
          path={`/api/studio/settlements/statement.pdf?${query}`}
          fileName={`repasse-${start}-a-${end}.pdf`}
          label={`Extrato de ${line.name} (PDF)`}
        >
          <Download size={14} aria-hidden /> Extrato (PDF)
        </DownloadButton>
        {canSettle && line.settlement && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onUndo(line.settlement!)}
            aria-label={`Desfazer repasse de ${line.name}`}
          >
            Desfazer
          </Button>
        )}
      </div>
    </li>
  );
}

/** The owner's 'Marcar como pago': how and when the money changed hands. */
function MarkPaidDialog({
  line,
  period,
  start,
  end,
  onClose,
}: {
  line: SettlementLine | null;
  period: SettlementPeriod;
  start: string;
  end: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={line !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Marcar repasse como pago"
      description={line ? `${line.name} — ${settlementPeriodLabel(period, start, end)}` : undefined}
    >
      {line && (
        <MarkPaidForm
          key={line.artistId}
          line={line}
          period={period}
          start={start}
          end={end}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

const markFormSchema = (todayDay: string) =>
  markSettlementPaidSchema
    .pick({ method: true, paidOn: true })
    .refine((v) => v.paidOn <= todayDay, { error: messages.paymentDateInFuture, path: ['paidOn'] });

function MarkPaidForm({
  line,
  period,
  start,
  end,
  onDone,
}: {
  line: SettlementLine;
  period: SettlementPeriod;
  start: string;
  end: string;
  onDone: () => void;
}) {
  const todayDay = today();
  const form = useZodForm(markFormSchema(todayDay), { method: 'pix', paidOn: todayDay });
  const mark = useMarkSettlementPaid();
  const submit = form.submit((values) =>
    mark
      .mutateAsync({ ...values, artistId: line.artistId, period, startDate: start, netCents: line.netCents })
      .then(
        () => {
          toast.success('Repasse marcado como pago!');
          onDone();
        },
        (err) => form.showServerError(err, 'Erro ao registrar o repasse. Tente novamente.'),
      ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="rounded-xl border border-ink-800 bg-ink-850 p-3">
        <Figures line={line} />
      </div>
      <p className="text-sm text-ink-300">
        {line.netCents > 0
          ? 'O estúdio lança uma despesa "Repasse" neste valor (ela não entra no lucro do estúdio).'
          : line.netCents < 0
            ? 'O tatuador paga ao estúdio a parte do estúdio que recebeu; nada é lançado de novo (já é receita do estúdio).'
            : 'Nada a pagar: o período fica fechado.'}
      </p>
      {end >= todayDay && (
        <Alert tone="warning">
          Este período ainda não terminou: depois de pago, pagamentos deste tatuador com data até{' '}
          {formatDayBR(end)} não poderão ser lançados nem alterados.
        </Alert>
      )}
      <SelectField label="Forma de Pagamento" options={methodOptions} {...form.field('method')} />
      <FormDateField form={form} name="paidOn" label="Data do Pagamento" />
      <FormError message={form.formError} />
      <FormActions
        onCancel={onDone}
        pending={mark.isPending}
        label="Marcar como pago"
        pendingLabel="Salvando..."
      />
    </form>
  );
}

function RecentList({ recent, showArtist }: { recent: Settlement[]; showArtist: boolean }) {
  if (recent.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-medium text-ink-300">
        {showArtist ? 'Últimos repasses' : 'Repasses recebidos'}
      </h3>
      <ul className="mt-1 divide-y divide-ink-800 text-sm">
        {recent.map((s) => (
          <li key={s.id} className="flex items-baseline justify-between gap-3 py-2">
            <span className="min-w-0">
              {showArtist && <span className="font-medium">{s.artistName} · </span>}
              {settlementPeriodLabel(s.period, s.startDate, s.endDate)}
              <span className="block text-xs text-ink-400">
                Pago em {formatDayBR(s.paidOn)} · {expensePaymentMethodLabels[s.method]} ·{' '}
                {direction(s.netCents, !showArtist)}
              </span>
            </span>
            <span className="shrink-0 tabular-nums whitespace-nowrap">
              <Money cents={Math.abs(s.netCents)} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Repasse' (studio plan): for a week, a fortnight or a month, per artist, what the studio owes them
 * (their part of what the studio received) and what they owe the studio (its part of what they
 * received), the net, and the settlement once paid. The owner sees every artist and marks it paid;
 * an artist sees their own line and the settlements they received (the server decides).
 */
export function SettlementPanel() {
  const [period, setPeriod] = useState<SettlementPeriod>('mes');
  const [day, setDay] = useState(() => today());
  const { start, end } = settlementWindow(period, day);
  const query = useSettlements(period, start);
  const data = query.data;
  const [marking, setMarking] = useState<SettlementLine | null>(null);
  const [undoing, setUndoing] = useState<Settlement | null>(null);
  const undo = useUndoSettlement();
  const label = settlementPeriodLabel(period, start, end);
  const headingId = useId();

  const shift = (steps: number) => setDay(shiftSettlementWindow(period, start, steps).start);
  const confirmUndo = () =>
    undoing &&
    undo.mutateAsync(undoing.id).then(
      () => {
        toast.success('Repasse desfeito');
        setUndoing(null);
      },
      (err) => toast.error(errorMessage(err, 'Erro ao desfazer o repasse. Tente novamente.')),
    );

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-800 bg-ink-900 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div>
          <h2 id={headingId} className="font-semibold">
            {data && !data.canSettle ? 'Meus repasses' : 'Repasse'}
          </h2>
          <p className="text-xs text-ink-400">Quem recebeu cada pagamento decide quem paga a quem.</p>
        </div>
        <PeriodSwitch value={period} onChange={setPeriod} />
      </div>
      <div className="-mx-2 mt-2 flex items-center justify-between sm:mx-0 sm:justify-start sm:gap-1">
        <Button variant="ghost" size="icon" aria-label="Período anterior" onClick={() => shift(-1)}>
          <ChevronLeft size={18} aria-hidden />
        </Button>
        <span aria-live="polite" className="min-w-52 text-center text-sm font-medium">
          {label}
        </span>
        <Button variant="ghost" size="icon" aria-label="Próximo período" onClick={() => shift(1)}>
          <ChevronRight size={18} aria-hidden />
        </Button>
      </div>
      {!data ? (
        query.isError ? (
          <p role="alert" className="py-6 text-center text-sm text-ink-400">
            Não foi possível carregar o repasse.
          </p>
        ) : (
          <div aria-hidden className="mt-2 h-32 animate-pulse rounded-xl bg-ink-850" />
        )
      ) : (
        <div className={cn(query.isPlaceholderData && 'opacity-60')}>
          {data.lines.length === 0 ? (
            <p className="py-6 text-center text-sm text-ink-400">
              Nenhum tatuador com pagamentos neste período.
            </p>
          ) : (
            <ul aria-label={`Repasse — ${label}`} className="mt-2 grid gap-3 lg:grid-cols-2">
              {data.lines.map((line) => (
                <ArtistCard
                  key={line.artistId}
                  line={line}
                  period={period}
                  start={start}
                  end={end}
                  canSettle={data.canSettle}
                  onMark={setMarking}
                  onUndo={setUndoing}
                />
              ))}
            </ul>
          )}
          <RecentList recent={data.recent} showArtist={data.canSettle} />
        </div>
      )}
      <MarkPaidDialog
        line={marking}
        period={period}
        start={start}
        end={end}
        onClose={() => setMarking(null)}
      />
      <ConfirmDialog
        open={undoing !== null}
        onOpenChange={(open) => !open && setUndoing(null)}
        title="Desfazer este repasse?"
        description="O período volta a ficar em aberto e a despesa 'Repasse' lançada é excluída."
        confirmLabel="Desfazer repasse"
        onConfirm={() => void confirmUndo()}
        busy={undo.isPending}
      />
    </section>
  );
}

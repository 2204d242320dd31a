import { FileSignature } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import { formatDayBR, splitSaoPaulo, today } from '../../../shared/time';
import { Panel } from '../../components/panel';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useConsents, useRecordSettings } from '../../entities/consents/queries';
import type { ConsentClient, ConsentSession } from './SignConsentDialog';

const SignConsentDialog = lazy(() =>
  import('./SignConsentDialog').then((m) => ({ default: m.SignConsentDialog })),
);
const ConsentViewDialog = lazy(() =>
  import('./ConsentViewDialog').then((m) => ({ default: m.ConsentViewDialog })),
);

const signedDay = (iso: string) => formatDayBR(splitSaoPaulo(new Date(iso)).day);

/** Sessions still to be finalized, oldest first, as the consent form offers them. */
export function consentSessions(appointments: Appointment[]): ConsentSession[] {
  return appointments
    .filter((a) => !a.isTattooFinished && a.status !== 'cancelado')
    .sort((a, b) => a.startTime.localeCompare(b.startTime))
    .map((a) => {
      const { day, time } = splitSaoPaulo(new Date(a.startTime));
      return { id: a.id, label: `${formatDayBR(day)} ${time} · ${a.title}` };
    });
}

/** The session a new consent is most likely for: today's or the next one, else the latest open. */
function likelySession(appointments: Appointment[], sessions: ConsentSession[]): string | null {
  const day = today();
  const open = appointments.filter((a) => sessions.some((s) => s.id === a.id));
  const next = open
    .filter((a) => splitSaoPaulo(new Date(a.startTime)).day >= day)
    .sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
  return next?.id ?? open.at(-1)?.id ?? null;
}

/** The client's signed consents on their page: sign a new one here, read any one as it was signed. */
export function ConsentPanel({
  client,
  appointments,
}: {
  client: ConsentClient;
  appointments: Appointment[];
}) {
  const list = useConsents(client.id);
  const settings = useRecordSettings();
  const [signing, setSigning] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const sessions = consentSessions(appointments);

  return (
    <Panel title="Termo de consentimento">
      {settings.data?.requireConsent && (
        <p className="pb-2 text-xs text-ink-400">O estúdio exige o termo assinado para finalizar a sessão.</p>
      )}
      {list.data === undefined ? (
        <p role="status" className="py-3 text-sm text-ink-400">
          Carregando…
        </p>
      ) : list.data.length === 0 ? (
        <p className="py-3 text-sm text-ink-400">Nenhum termo assinado ainda.</p>
      ) : (
        <ul aria-label={`Termos assinados por ${client.name}`} className="divide-y divide-ink-800">
          {list.data.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setViewing(c.id)}
                className="-mx-2 flex w-[calc(100%+1rem)] flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-2 py-2.5 text-left text-sm hover:bg-ink-850"
              >
                <span className="font-medium tabular-nums">{signedDay(c.signedAt)}</span>
                <span className="min-w-0 flex-1 break-words text-ink-300">
                  {c.appointmentTitle ?? 'Sem sessão'} · versão {c.version}
                </span>
                {c.minor && <Badge tone="amber">Menor · com responsável</Badge>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        <Button size="sm" onClick={() => setSigning(true)}>
          <FileSignature size={16} aria-hidden /> Assinar termo
        </Button>
      </div>
      <Suspense fallback={null}>
        {signing && (
          <SignConsentDialog
            client={client}
            sessions={sessions}
            appointmentId={likelySession(appointments, sessions)}
            open
            onOpenChange={(o) => !o && setSigning(false)}
          />
        )}
        {viewing && <ConsentViewDialog id={viewing} open onOpenChange={(o) => !o && setViewing(null)} />}
      </Suspense>
    </Panel>
  );
}

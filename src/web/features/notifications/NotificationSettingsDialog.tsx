import { useState } from 'react';
import { defaultNotificationSettings, type NotificationSettings } from '../../../shared/schemas/notification';
import { Alert } from '../../components/ui/alert';
import { Dialog } from '../../components/ui/dialog';
import { SettingSwitch } from '../../components/ui/setting-switch';
import { PushDenied, pushSupported, subscribeToPush, unsubscribeFromPush } from '../../entities/push/push';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSaveNotificationSettings } from './mutations';
import { useNotificationSettings } from './queries';

const DENIED =
  'Permissão negada no navegador. Libere as notificações deste site nas configurações do navegador.';
const FAILED = 'Não foi possível ativar as notificações push';

type ReminderFlag = Exclude<keyof NotificationSettings, 'pushEnabled'>;
const reminderSwitches: Array<[ReminderFlag, string]> = [
  ['reminder24hEnabled', 'Lembrete 24 h antes'],
  ['reminder1hEnabled', 'Lembrete 1 h antes'],
  ['taskAlertsEnabled', 'Alertas de tarefas importantes'],
];

export function NotificationSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const query = useNotificationSettings(open);
  const settings = query.data ?? defaultNotificationSettings;
  const save = useSaveNotificationSettings();
  const [pushBusy, setPushBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = pushSupported();

  const saveFlags = (patch: Partial<NotificationSettings>) =>
    save.mutateAsync({ ...settings, ...patch }).catch((err: unknown) => {
      toast.error(errorMessage(err, 'Erro ao salvar configurações'));
      throw err;
    });

  /** On: permission → subscribe in the service worker → give the server the subscription → save. */
  const togglePush = async (on: boolean) => {
    setProblem(null);
    setPushBusy(true);
    try {
      if (on) await subscribeToPush();
      else await unsubscribeFromPush().catch(() => undefined); // turning off must never get stuck
      await saveFlags({ pushEnabled: on });
    } catch (err) {
      console.warn('push', err); // the browser's reason (no push service, blocked…) for whoever debugs
      if (err instanceof PushDenied) setProblem(DENIED);
      else if (on) setProblem(FAILED);
    } finally {
      setPushBusy(false);
    }
  };

  const pushHint = !supported
    ? 'Este navegador não suporta notificações push.'
    : pushBusy
      ? 'Aguardando o navegador...'
      : 'Receba os lembretes neste aparelho, mesmo com o app fechado.';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
        onOpenChange(next);
      }}
      title="Notificações"
      description="Escolha como e quando ser lembrado."
    >
      <div className="divide-y divide-ink-800" aria-busy={query.isPending}>
        <SettingSwitch
          label="Notificações push"
          hint={pushHint}
          checked={settings.pushEnabled}
          disabled={!supported || pushBusy || query.isPending}
          onCheckedChange={(on) => void togglePush(on)}
        />
        {reminderSwitches.map(([flag, label]) => (
          <SettingSwitch
            key={flag}
            label={label}
            checked={settings[flag]}
            disabled={query.isPending}
            onCheckedChange={(on) => void saveFlags({ [flag]: on }).catch(() => undefined)}
          />
        ))}
      </div>
      {problem && (
        <div className="mt-3">
          <Alert>{problem}</Alert>
        </div>
      )}
    </Dialog>
  );
}

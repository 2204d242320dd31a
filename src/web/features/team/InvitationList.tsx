import { Ban, Mail, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { Invitation, IssuedInvitation } from '../../../shared/schemas/team';
import { EmptyState } from '../../components/empty-state';
import { Panel } from '../../components/panel';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import {
  formatDate,
  formatPercentage,
  invitationStatusLabels,
  invitationStatusTones,
} from '../../entities/team/format';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useCancelInvitation, useResendInvitation } from './mutations';

const action = 'lg:h-9';

/**
 * What became of the invitation, after 'Enviado em': only a pending one still expires. An accepted
 * one says when; an expired one since when; a cancelled one has no date, its badge says it all.
 */
function InvitationFate({ invitation: inv }: { invitation: Invitation }) {
  const on = (label: string, iso: string) => (
    <>
      {' · '}
      <span className="whitespace-nowrap">
        {label} <span className="tabular-nums">{formatDate(iso)}</span>
      </span>
    </>
  );
  switch (inv.status) {
    case 'pending':
      return on('Expira em', inv.expiresAt);
    case 'expired':
      return on('Expirou em', inv.expiresAt);
    case 'accepted':
      return inv.acceptedAt ? on('Aceito em', inv.acceptedAt) : null;
    case 'cancelled':
      return null;
  }
}

/**
 * 'Convites', newest first: resend anything not accepted, cancel a pending one. No 'Copiar link'
 * here: only the link's hash is stored, so a link is shown once, in the panel after create or
 * resend; 'Reenviar' issues a fresh one (and the old link stops working).
 */
export function InvitationList({
  invitations,
  onResent,
}: {
  invitations: Invitation[];
  onResent: (invitation: IssuedInvitation) => void;
}) {
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const cancel = useCancelInvitation();
  const resend = useResendInvitation();

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => toast.success('Convite cancelado'),
      onError: (err) => toast.error(errorMessage(err, 'Erro ao cancelar convite')),
      onSettled: () => setCancelling(null),
    });
  };

  const doResend = (invitation: Invitation) =>
    resend.mutate(invitation.id, {
      onSuccess: (fresh) => {
        toast.success('Convite reenviado!');
        onResent(fresh);
      },
      onError: (err) => toast.error(errorMessage(err, 'Erro ao reenviar convite')),
    });

  return (
    <Panel title="Convites" aside={<span className="text-sm text-ink-400">{invitations.length}</span>}>
      {invitations.length === 0 ? (
        <div className="mt-3">
          <EmptyState icon={Mail} title="Nenhum convite enviado">
            Convide um tatuador pelo formulário para ele entrar no estúdio.
          </EmptyState>
        </div>
      ) : (
        <>
          <p className="mb-1 text-xs text-ink-400">
            Por segurança, o link de um convite só aparece quando ele é criado ou reenviado.
          </p>
          <ul aria-label="Convites" className="-mx-1 divide-y divide-ink-800">
            {invitations.map((inv) => (
              <li key={inv.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-1 py-3">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    {/* Wrapped, not cut: the owner checks the whole address before resending. */}
                    <p className="min-w-0 font-medium wrap-anywhere">{inv.email}</p>
                    <Badge tone={invitationStatusTones[inv.status]}>
                      {invitationStatusLabels[inv.status]}
                    </Badge>
                  </div>
                  <p className="mt-0.5 text-xs text-ink-400">
                    {inv.role === 'recepcao' && <>Recepção{' · '}</>}
                    {inv.initialPercentage !== null && (
                      <>
                        Percentual{' '}
                        <span className="font-semibold text-ink-100 tabular-nums">
                          {formatPercentage(inv.initialPercentage)}
                        </span>
                        {' · '}
                      </>
                    )}
                    <span className="whitespace-nowrap">
                      Enviado em <span className="tabular-nums">{formatDate(inv.createdAt)}</span>
                    </span>
                    <InvitationFate invitation={inv} />
                  </p>
                </div>
                {inv.status !== 'accepted' && (
                  <div className="grid w-full grid-cols-2 gap-2 sm:flex">
                    <Button
                      variant="secondary"
                      className={action}
                      disabled={resend.isPending && resend.variables === inv.id}
                      onClick={() => doResend(inv)}
                    >
                      <RotateCw size={16} aria-hidden />
                      Reenviar
                    </Button>
                    {inv.status === 'pending' && (
                      <Button
                        variant="ghost"
                        className={`${action} hover:text-red-300`}
                        onClick={() => setCancelling(inv)}
                      >
                        <Ban size={16} aria-hidden />
                        Cancelar convite
                      </Button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Deseja cancelar este convite?"
        confirmLabel="Cancelar convite"
        onConfirm={confirmCancel}
        busy={cancel.isPending}
      />
    </Panel>
  );
}

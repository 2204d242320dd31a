import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import type { IssuedInvitation } from '../../../shared/schemas/team';
import { Button } from '../../components/ui/button';
import { useMe } from '../../entities/session/queries';
import { useInvitations, useMembers } from '../../entities/team/queries';
import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { InviteLinkPanel } from './InviteLinkPanel';
import { MemberList } from './MemberList';

function LoadError({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-ink-800 bg-ink-900 px-6 py-10 text-center">
      <AlertCircle size={28} className="text-blood-400" aria-hidden />
      <p role="alert">Não foi possível carregar a equipe.</p>
      <Button variant="secondary" onClick={onRetry} disabled={busy}>
        Tentar novamente
      </Button>
    </div>
  );
}

const PanelSkeleton = () => <div aria-hidden className="h-48 animate-pulse rounded-2xl bg-ink-900" />;

/** Equipe do Estúdio (SPEC §2, §6): owner-only; SectionView already turns everyone else away. */
export default function TeamScreen() {
  const me = useMe().data;
  const members = useMembers();
  const invitations = useInvitations();
  const [shown, setShown] = useState<{ invitation: IssuedInvitation; resent: boolean } | null>(null);

  const retry = () => {
    void members.refetch();
    void invitations.refetch();
  };
  const failed = (members.isError && !members.data) || (invitations.isError && !invitations.data);

  return (
    // grid-cols-1 is minmax(0,1fr): a bare single-column grid sizes to its longest unbroken
    // content (an e-mail), which pushed the phone page past 390 px.
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="min-w-0 space-y-4 lg:sticky lg:top-4">
        <InviteForm onCreated={(invitation) => setShown({ invitation, resent: false })} />
        {shown && (
          <InviteLinkPanel
            key={shown.invitation.token}
            invitation={shown.invitation}
            resent={shown.resent}
            studioName={me?.organization?.name ?? ''}
            onClose={() => setShown(null)}
          />
        )}
      </div>
      <div className="min-w-0 space-y-4">
        {failed ? (
          <LoadError onRetry={retry} busy={members.isFetching || invitations.isFetching} />
        ) : (
          <>
            {members.data ? <MemberList members={members.data} /> : <PanelSkeleton />}
            {invitations.data ? (
              <InvitationList
                invitations={invitations.data}
                onResent={(invitation) => setShown({ invitation, resent: true })}
              />
            ) : (
              <PanelSkeleton />
            )}
          </>
        )}
      </div>
    </div>
  );
}

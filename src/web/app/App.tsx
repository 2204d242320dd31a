import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { messages } from '../../shared/errors';
import { FullPageSpinner } from '../components/ui/spinner';
import { onSignOutElsewhere } from '../entities/session/auth-channel';
import { clearSession, sessionKeys, useMe } from '../entities/session/queries';
import AuthScreen from '../features/auth/AuthScreen';
import { dropBootPaint } from '../lib/boot-paint';
import { invalidateOnChange } from '../lib/changes';
import { toast } from '../lib/toast';

const SignedInShell = lazy(() => import('./SignedInShell'));
const PlanSelection = lazy(() => import('../features/plan/PlanSelection'));
const ResetPasswordScreen = lazy(() => import('../features/auth/ResetPasswordScreen'));
const InvitationScreen = lazy(() => import('../features/invitation/InvitationScreen'));

/** `/convite/{token}` → the token; the screen itself tells an unknown token apart. */
const invitationToken = (path: string) => /^\/convite\/([^/]+)\/?$/.exec(path)?.[1] ?? null;

invalidateOnChange('profiles', sessionKeys.all);

/** Whoever opens the app lands on the right screen: reset or invitation link, sign-in, plan choice, or the shell. */
export function App() {
  const qc = useQueryClient();
  const me = useMe();
  const [invitation, setInvitation] = useState(() => invitationToken(window.location.pathname));

  useEffect(() => onSignOutElsewhere(() => clearSession(qc)), [qc]);

  // Signed in: the opening screen's chunk and data are asked for alongside the shell's chunk.
  const hasPlan = Boolean(me.data?.planType);
  const opensOnDashboard =
    !new URLSearchParams(window.location.search).has('section') && me.data?.role !== 'recepcao';
  useEffect(() => {
    if (!hasPlan) return;
    // The dashboard (where most days start) and its data are asked for at once, beside the shell;
    // any other opening section through the table of sections, one round trip later.
    if (opensOnDashboard) {
      void import('./sections/DashboardSection');
      // Fetched even when the device's copy is fresh: the server's document may have asked for it
      // already (app-document.ts), and a preloaded answer left unclaimed would be handed to a
      // later read of the dashboard, however old by then.
      void import('../features/dashboard/dashboard-query').then((m) =>
        qc.fetchQuery({ ...m.dashboardQuery(), staleTime: 0 }).catch(() => undefined),
      );
    }
    void import('./opening-screen').then((m) => m.startOpeningScreen(qc));
  }, [hasPlan, opensOnDashboard, qc]);

  // The picture of the last drawn day (lib/boot-paint.ts) covers the start only when the day is
  // what comes: anything else this app draws first (sign-in, plan, invitation, no server) shows at once.
  const headsForDay =
    me.isPending || (hasPlan && opensOnDashboard && !invitation && window.location.pathname === '/');
  useLayoutEffect(() => {
    if (!headsForDay) dropBootPaint();
  }, [headsForDay]);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // Only the e-mail confirmation lands on '/' with these (a reset link has its own page).
    if (window.location.pathname === '/' && (params.get('verificado') === '1' || params.has('error'))) {
      // A used, expired or mangled link comes back with ?error=…: never call that a confirmation.
      if (params.has('error')) toast.error(messages.badVerificationLink);
      else toast.success('Email confirmado! Boas-vindas ao Tinta.');
      params.delete('verificado');
      params.delete('error');
      window.history.replaceState(null, '', `${window.location.pathname}${params.size ? `?${params}` : ''}`);
    }
  }, []);

  if (window.location.pathname === '/redefinir-senha') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ResetPasswordScreen />
      </Suspense>
    );
  }
  if (invitation) {
    // Once the person joined (signed up or accepted), the app goes on at '/' with the new session.
    const joined = () => {
      window.history.replaceState(null, '', '/');
      setInvitation(null);
    };
    return (
      <Suspense fallback={<FullPageSpinner label="Carregando convite..." />}>
        <InvitationScreen token={decodeURIComponent(invitation)} onDone={joined} />
      </Suspense>
    );
  }
  if (me.isPending) return <FullPageSpinner />;
  if (me.isError && me.data === undefined) {
    return <FullPageSpinner label="Sem conexão com o servidor. Tentando novamente..." />;
  }
  if (!me.data) return <AuthScreen />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {me.data.planType ? <SignedInShell me={me.data} /> : <PlanSelection />}
    </Suspense>
  );
}

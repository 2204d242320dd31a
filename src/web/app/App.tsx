import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { messages } from '../../shared/errors';
import type { Me } from '../../shared/schemas/profile';
import { FullPageSpinner } from '../components/ui/spinner';
import { onSignOutElsewhere } from '../entities/session/auth-channel';
import { clearSession, sessionKeys, useMe } from '../entities/session/queries';
import AuthScreen from '../features/auth/AuthScreen';
import { invalidateOnChange } from '../lib/changes';
import { hasArrived, keeping, keptLazy } from '../lib/kept-lazy';
import { toast } from '../lib/toast';

const loadShell = keeping(() => import('./SignedInShell'));
const SignedInShell = keptLazy(loadShell);
const PlanSelection = lazy(() => import('../features/plan/PlanSelection'));
const ResetPasswordScreen = lazy(() => import('../features/auth/ResetPasswordScreen'));
const InvitationScreen = lazy(() => import('../features/invitation/InvitationScreen'));

/** `/convite/{token}` → the token; the screen itself tells an unknown token apart. */
const invitationToken = (path: string) => /^\/convite\/([^/]+)\/?$/.exec(path)?.[1] ?? null;

invalidateOnChange('profiles', sessionKeys.all);

/** Where most days start; the front desk starts on the agenda, and a `?section=` link where it says. */
const opensOnDashboard = (me: Me) =>
  !new URLSearchParams(window.location.search).has('section') && me.role !== 'recepcao';

let signedInStart: { personId: string; ready: Promise<unknown> } | undefined;
/**
 * Signed in with a plan: the shell's chunk, the opening section's chunk and (on the dashboard) its
 * data, asked for together rather than one after the other (decision 0020). main.tsx awaits it
 * before the first render when the device remembers who is signed in, App otherwise. Once per
 * person: someone else signing in on this page (after a sign-out) starts afresh.
 */
export function startSignedIn(qc: QueryClient, me: Me): Promise<unknown> {
  if (signedInStart?.personId === me.id) return signedInStart.ready;
  const ready = (() => {
    // Fetched even when the device's copy is fresh: the server's document may have asked for it
    // already (app-document.ts), and a preloaded answer left unclaimed would be handed to a later
    // read of the dashboard, however old by then. Without a copy on the device, the shell waits
    // for it (at most DATA_WAIT_MS): drawn around empty lists, the day would push the panels
    // below it down when it came.
    const dashboard = opensOnDashboard(me)
      ? import('../features/dashboard/dashboard-query').then(async (m) => {
          const fetching = qc.fetchQuery({ ...m.dashboardQuery(), staleTime: 0 }).catch(() => undefined);
          if (qc.getQueryData(m.dashboardQuery().queryKey) === undefined)
            await Promise.race([fetching, new Promise((wait) => setTimeout(wait, DATA_WAIT_MS))]);
        })
      : undefined;
    return Promise.all([
      loadShell(),
      import('./opening-screen').then((m) => m.startOpeningScreen(qc, me)),
      dashboard,
    ]);
  })();
  signedInStart = { personId: me.id, ready };
  return ready;
}

/** How long a first visit's shell waits for the day before drawing it with its skeleton lists. */
const DATA_WAIT_MS = 3_000;

/** Whoever opens the app lands on the right screen: reset or invitation link, sign-in, plan choice, or the shell. */
export function App() {
  const qc = useQueryClient();
  const me = useMe();
  const [invitation, setInvitation] = useState(() => invitationToken(window.location.pathname));

  useEffect(() => onSignOutElsewhere(() => clearSession(qc)), [qc]);

  // Signed in: the shell is drawn once its chunk and the opening section's have arrived, in one
  // pass (a spinner until then), not suspending once per chunk.
  const signedInMe = me.data?.planType ? me.data : null;
  const [started, setStarted] = useState(() => hasArrived(loadShell));
  useEffect(() => {
    if (!signedInMe) return;
    let live = true;
    void startSignedIn(qc, signedInMe)
      .catch(() => undefined)
      .finally(() => live && setStarted(true));
    return () => {
      live = false;
    };
  }, [signedInMe, qc]);

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
  if (me.data.planType && !started) return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {me.data.planType ? <SignedInShell me={me.data} /> : <PlanSelection />}
    </Suspense>
  );
}

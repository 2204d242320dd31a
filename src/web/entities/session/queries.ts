import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Me } from '../../../shared/schemas/profile';
import { ApiError, api } from '../../lib/api';
import { clearPersistedCache } from '../../lib/persist-cache';

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/** The signed-in profile, or null when signed out (401). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api<Me>('/api/me');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      // Signed out elsewhere, expired or revoked: the device's copy of their screens goes too.
      void clearPersistedCache();
      return null;
    }
    throw err;
  }
}

/** Who is signed in on this page: the owner of what it saves offline. */
export function signedInId(qc: QueryClient): string {
  const me = qc.getQueryData<Me | null>(sessionKeys.me());
  if (!me) throw new Error('nobody is signed in');
  return me.id;
}

export const useMe = () =>
  useQuery({
    queryKey: sessionKeys.me(),
    queryFn: fetchMe,
    staleTime: 60_000,
    // Opened with no server to answer: keep trying (the screen says so) until it does.
    refetchInterval: (query) => (query.state.status === 'error' ? 5_000 : false),
  });

/** Set at sign-out in this tab: whoever signs in next here starts at home (see `startAtHome`). */
const SIGNED_OUT = 'tinta:signed-out';

/** '/' without the section and filter the previous user left in the address bar. */
function resetPlace() {
  if (window.location.pathname === '/' && window.location.search) window.history.replaceState(null, '', '/');
}

/**
 * Forgets the signed-in user, where they were, and every cached answer (profile, organization,
 * data). The session query is set to null rather than removed, so the screens watching it switch
 * to sign-in at once.
 */
export function clearSession(qc: QueryClient) {
  resetPlace();
  sessionStorage.setItem(SIGNED_OUT, '1');
  qc.setQueryData(sessionKeys.me(), null);
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
  void clearPersistedCache();
}

/**
 * After a sign-out in this tab, Back can still walk to the previous user's `?section=…&filter=…`
 * entries: the next sign-in starts at home whatever the address bar says. A fresh tab opened on
 * a link (a reminder's section) keeps that link.
 */
export function startAtHome() {
  if (sessionStorage.getItem(SIGNED_OUT) === null) return;
  sessionStorage.removeItem(SIGNED_OUT);
  resetPlace();
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '../../../shared/schemas/auth';
import { api } from '../../lib/api';
import { sessionKeys, startAtHome } from './queries';

// Apart from the other session mutations: the sign-in screen, the first download, needs only this.

/**
 * `callbackURL` is where the fresh confirmation link lands when the e-mail is not confirmed yet
 * (Better Auth mails one on such a sign-in): home with the confirmation toast by default.
 */
export function useSignIn(callbackURL = '/?verificado=1') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api('/api/auth/sign-in/email', { method: 'POST', body: { ...input, callbackURL } }),
    onSuccess: () => {
      startAtHome();
      return qc.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

import { messages } from '../../shared/errors';

/** Better Auth error codes → SPEC §8 text. Anything unlisted falls back to the flow's generic text. */
const byCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: messages.invalidCredentials,
  EMAIL_NOT_VERIFIED: messages.emailNotConfirmed,
  USER_ALREADY_EXISTS: messages.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: messages.emailTaken,
  PASSWORD_TOO_SHORT: messages.passwordTooShort,
  INVALID_EMAIL: messages.invalidEmail,
  INVALID_TOKEN: messages.invalidResetLink,
  TOKEN_EXPIRED: messages.invalidResetLink,
};

const fallbackByPath: Record<string, string> = {
  '/sign-in/email': messages.loginFailed,
  '/sign-up/email': messages.signUpFailed,
  '/reset-password': messages.resetFailed,
};

export function authErrorMessage(path: string, code: string | undefined): string {
  return (code && byCode[code]) || fallbackByPath[path] || 'Erro de autenticação. Tente novamente.';
}

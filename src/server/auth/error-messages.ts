import { messages } from '../../shared/errors';

/**
 * Better Auth error codes → SPEC §8 text, per flow: each table lists the server messages it
 * names, and "anything else" is that flow's generic text (an 'Email inválido' on login would be a
 * message the login table does not have).
 */
interface Flow {
  codes: Record<string, string>;
  otherwise: string;
  /** SPEC §8 has a table for this flow: every other failure, the rate limit included, is `otherwise`. */
  specTable?: true;
}

const byFlow: Record<string, Flow> = {
  '/sign-in/email': {
    codes: {
      INVALID_EMAIL_OR_PASSWORD: messages.invalidCredentials,
      EMAIL_NOT_VERIFIED: messages.emailNotConfirmed,
    },
    otherwise: messages.loginFailed,
    specTable: true,
  },
  '/sign-up/email': {
    codes: {
      USER_ALREADY_EXISTS: messages.emailTaken,
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: messages.emailTaken,
      PASSWORD_TOO_SHORT: messages.passwordTooShort,
      INVALID_EMAIL: messages.invalidEmail,
    },
    otherwise: messages.signUpFailed,
    specTable: true,
  },
  '/reset-password': {
    codes: {
      INVALID_TOKEN: messages.invalidResetLink,
      TOKEN_EXPIRED: messages.invalidResetLink,
      PASSWORD_TOO_SHORT: messages.passwordTooShort,
      PASSWORD_TOO_LONG: messages.passwordTooLong,
    },
    otherwise: messages.resetFailed,
  },
  '/change-password': {
    codes: {
      INVALID_PASSWORD: messages.wrongCurrentPassword,
      PASSWORD_TOO_SHORT: messages.passwordTooShort,
      PASSWORD_TOO_LONG: messages.passwordTooLong,
    },
    otherwise: messages.changePasswordFailed,
  },
};

export function authErrorMessage(path: string, code: string | undefined): string {
  const flow = byFlow[path];
  if (!flow) return messages.authFailed;
  return (code && flow.codes[code]) || flow.otherwise;
}

/** Whether a flow answers every failure outside its SPEC table with its own generic text. */
export const hasSpecErrorTable = (path: string) => byFlow[path]?.specTable === true;

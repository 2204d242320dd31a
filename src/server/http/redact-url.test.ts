import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('drops query strings, where verification and reset tokens travel', () => {
    expect(redactUrl('/api/auth/verify-email?token=eyJhbGciOi.abc&callbackURL=%2F')).toBe(
      '/api/auth/verify-email?…',
    );
  });
  it('hides invitation and reset tokens in paths, keeps record ids and plain words', () => {
    expect(redactUrl('/api/invitations/0123456789abcdef0123456789abcdefk2x9/sign-up')).toBe(
      '/api/invitations/:token/sign-up',
    );
    expect(redactUrl('/api/auth/reset-password/AbCdEfGhIjKlMnOpQrSt')).toBe(
      '/api/auth/reset-password/:token',
    );
    expect(redactUrl('/api/appointments/3f2b8c1e-1d2a-4b5c-9d8e-7f6a5b4c3d2e/finalize')).toBe(
      '/api/appointments/3f2b8c1e-1d2a-4b5c-9d8e-7f6a5b4c3d2e/finalize',
    );
    expect(redactUrl('/api/notification-settings')).toBe('/api/notification-settings');
  });
  it('hides the calendar feed token, even one of letters only', () => {
    expect(redactUrl('/cal/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics')).toBe('/cal/:token');
  });
});

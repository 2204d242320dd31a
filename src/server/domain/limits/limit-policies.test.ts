import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phoneLimitKey } from '../booking/phone-limit-key';
import { LONGEST_WINDOW_SECONDS, limitPolicies, scaledMax } from './limit-policies';
import { limitKey } from './take-limit';

describe('the table of limit policies', () => {
  it('keeps every stored key shape (tests, erasure and live counters read these strings)', () => {
    const ip = '::ffff:203.0.113.7';
    expect({
      signInPerAddress: limitKey('signInPerAddress', ip),
      signInPerAddressAndEmail: limitKey('signInPerAddressAndEmail', ip, 'a@b.c'),
      signInPerKnownDevice: limitKey('signInPerKnownDevice', 'dev1'),
      signInSlowdownPerEmail: limitKey('signInSlowdownPerEmail', 'a@b.c'),
      signUpPerAddress: limitKey('signUpPerAddress', ip),
      signUpPerEmail: limitKey('signUpPerEmail', 'a@b.c'),
      passwordResetPerAddress: limitKey('passwordResetPerAddress', ip),
      passwordResetPerEmail: limitKey('passwordResetPerEmail', 'a@b.c'),
      verificationEmailPerAddress: limitKey('verificationEmailPerAddress', ip),
      verificationEmailPerEmail: limitKey('verificationEmailPerEmail', 'a@b.c'),
      changePasswordPerAddress: limitKey('changePasswordPerAddress', ip),
      changePasswordPerAccount: limitKey('changePasswordPerAccount', 'u1'),
      invitationSignUpPerAddress: limitKey('invitationSignUpPerAddress', ip),
      invitationMailPerOwner: limitKey('invitationMailPerOwner', 'u1'),
      invitationMailPerRecipient: limitKey('invitationMailPerRecipient', 'Ana@B.c'),
      publicBookingPerAddress: limitKey('publicBookingPerAddress', ip),
      bookingRequestPerAddress: limitKey('bookingRequestPerAddress', '2001:db8:1:2::9'),
      anamnesisLinkPerAddress: limitKey('anamnesisLinkPerAddress', ip),
      calendarFeedPerAddress: limitKey('calendarFeedPerAddress', ip),
    }).toEqual({
      signInPerAddress: 'signin-ip:203.0.113.7',
      signInPerAddressAndEmail: 'signin-pair:203.0.113.7:a@b.c',
      signInPerKnownDevice: 'signin-device:dev1',
      signInSlowdownPerEmail: 'signin-email:a@b.c',
      signUpPerAddress: 'ip:/sign-up/email:203.0.113.7',
      signUpPerEmail: 'email:/sign-up/email:a@b.c',
      passwordResetPerAddress: 'ip:/request-password-reset:203.0.113.7',
      passwordResetPerEmail: 'email:/request-password-reset:a@b.c',
      verificationEmailPerAddress: 'ip:/send-verification-email:203.0.113.7',
      verificationEmailPerEmail: 'email:/send-verification-email:a@b.c',
      changePasswordPerAddress: 'change-password-ip:203.0.113.7',
      changePasswordPerAccount: 'change-password-user:u1',
      invitationSignUpPerAddress: 'ip:invitation-sign-up:203.0.113.7',
      invitationMailPerOwner: 'invitation-mail:owner:u1',
      invitationMailPerRecipient: 'invitation-mail:to:ana@b.c',
      publicBookingPerAddress: 'ip:public-booking:203.0.113.7',
      bookingRequestPerAddress: 'ip:booking-request:2001:db8:1:2::/64',
      anamnesisLinkPerAddress: 'ip:anamnesis-link:203.0.113.7',
      calendarFeedPerAddress: 'ip:calendar-feed:203.0.113.7',
    });
    // Erasure deletes the phone's counter by phoneLimitKey: the policy must write that very key.
    expect(limitKey('bookingRequestPerPhone', 's3cret', 'u1', '(11) 98765-4321')).toBe(
      phoneLimitKey('s3cret', 'u1', '(11) 98765-4321'),
    );
  });

  it('scales only the policies marked scaled, rounding up', () => {
    expect(scaledMax({ max: 3, scaled: true }, 2.5)).toBe(8);
    expect(scaledMax({ max: 20, scaled: false }, 100)).toBe(20);
  });

  it('prunes counters no sooner than the longest window (a day)', () => {
    expect(LONGEST_WINDOW_SECONDS).toBe(24 * 3600);
    for (const policy of Object.values(limitPolicies))
      expect(policy.windowSeconds).toBeLessThanOrEqual(LONGEST_WINDOW_SECONDS);
  });

  it('is the only place a budget is written: no other server file counts hits with its own numbers', () => {
    const root = join(import.meta.dirname, '..', '..');
    // The counter itself, the one call site that takes a named policy, and sign-in's count-only
    // failure tally (its window comes from the table).
    const allowed = new Set([
      'auth/rate-limit.ts',
      'domain/limits/take-limit.ts',
      'domain/auth/sign-in-limits.ts',
    ]);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          const file = relative(root, path);
          if (!allowed.has(file) && /hitRateLimit\(|windowSeconds:/.test(readFileSync(path, 'utf8')))
            offenders.push(file);
        }
      }
    };
    walk(root);
    expect(offenders.filter((f) => f !== 'domain/limits/limit-policies.ts')).toEqual([]);
  });
});

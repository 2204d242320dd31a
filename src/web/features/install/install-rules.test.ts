import { describe, expect, it } from 'vitest';
import {
  DISMISS_FOR_MS,
  isDismissed,
  isIos,
  isStandalone,
  msUntilShow,
  parseDismissedAt,
  promptKind,
} from './install-rules';

const DAY = 24 * 60 * 60 * 1_000;
const now = Date.UTC(2026, 0, 15, 12);

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('install prompt timing', () => {
  it('waits 3 s after the browser offer, never a negative delay', () => {
    expect(msUntilShow(now, now)).toBe(3_000);
    expect(msUntilShow(now - 1_000, now)).toBe(2_000);
    expect(msUntilShow(now - 10_000, now)).toBe(0);
  });
});

describe('7-day dismissal', () => {
  it('reads the stored time, ignoring missing or broken values', () => {
    expect(parseDismissedAt(null)).toBeNull();
    expect(parseDismissedAt('')).toBeNull();
    expect(parseDismissedAt('ontem')).toBeNull();
    expect(parseDismissedAt(String(now))).toBe(now);
  });

  it('suppresses the prompt for 7 days, then lets it come back', () => {
    expect(isDismissed(null, now)).toBe(false);
    expect(isDismissed(now, now)).toBe(true);
    expect(isDismissed(now - 6 * DAY, now)).toBe(true);
    expect(isDismissed(now - DISMISS_FOR_MS + 1, now)).toBe(true);
    expect(isDismissed(now - DISMISS_FOR_MS, now)).toBe(false);
    expect(isDismissed(now - 8 * DAY, now)).toBe(false);
  });
});

describe('device detection', () => {
  it('knows iPhone and iPad (even when iPadOS says Mac) but not Android or desktop', () => {
    expect(isIos(UA.iphoneSafari)).toBe(true);
    expect(isIos(UA.ipadOs, 5)).toBe(true);
    expect(isIos(UA.ipadOs, 0)).toBe(false);
    expect(isIos(UA.android, 5)).toBe(false);
    expect(isIos(UA.desktopChrome)).toBe(false);
  });

  it('treats either standalone signal as installed', () => {
    expect(isStandalone(true, undefined)).toBe(true);
    expect(isStandalone(false, true)).toBe(true);
    expect(isStandalone(false, false)).toBe(false);
    expect(isStandalone(false, undefined)).toBe(false);
  });
});

describe('which prompt', () => {
  const base = { standalone: false, dismissed: false, hasOffer: false, ios: false };
  it('shows the install button when the browser offers it', () => {
    expect(promptKind({ ...base, hasOffer: true })).toBe('native');
  });
  it('shows the manual steps on iOS', () => {
    expect(promptKind({ ...base, ios: true })).toBe('ios');
  });
  it('shows nothing without an offer elsewhere, when installed, or when dismissed', () => {
    expect(promptKind(base)).toBeNull();
    expect(promptKind({ ...base, hasOffer: true, standalone: true })).toBeNull();
    expect(promptKind({ ...base, ios: true, standalone: true })).toBeNull();
    expect(promptKind({ ...base, hasOffer: true, dismissed: true })).toBeNull();
    expect(promptKind({ ...base, ios: true, dismissed: true })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  bannerKind,
  dismissedRecently,
  INSTALL_DISMISS_DAYS,
  installedBefore,
  rememberDismissal,
  rememberInstalled,
  type BannerInputs,
  type KeyValueStore,
} from './installRules';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 22, 15, 0, 0);

function store(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

const shown: BannerInputs = {
  enabled: true,
  installed: false,
  installedBefore: false,
  dismissedRecently: false,
  hasPrompt: true,
  iosSafari: false,
  overlayOpen: false,
  consentPending: false,
};

describe('install dismissal', () => {
  it(`hides the banner for ${INSTALL_DISMISS_DAYS} days, then offers it again`, () => {
    expect(INSTALL_DISMISS_DAYS).toBe(7);
    const s = store();
    expect(dismissedRecently(s, T0)).toBe(false);
    rememberDismissal(s, T0);
    expect(dismissedRecently(s, T0 + 1)).toBe(true);
    expect(dismissedRecently(s, T0 + 7 * DAY - 1)).toBe(true);
    expect(dismissedRecently(s, T0 + 7 * DAY)).toBe(false);
  });

  it('does not trust a stored time in the future (a clock moved back), nor garbage', () => {
    const s = store();
    rememberDismissal(s, T0 + 365 * DAY);
    expect(dismissedRecently(s, T0)).toBe(false);
    s.setItem('vitrine.installDismissedAt', 'abc');
    expect(dismissedRecently(s, T0)).toBe(false);
  });

  it('remembers an install for good', () => {
    const s = store();
    expect(installedBefore(s)).toBe(false);
    rememberInstalled(s);
    expect(installedBefore(s)).toBe(true);
  });
});

describe('bannerKind', () => {
  it('offers the install prompt when the browser handed one over', () => {
    expect(bannerKind(shown)).toBe('prompt');
  });

  it('shows the iOS guide on iOS Safari (no prompt event there)', () => {
    expect(bannerKind({ ...shown, hasPrompt: false, iosSafari: true })).toBe('ios');
  });

  it('shows nothing on a browser with neither', () => {
    expect(bannerKind({ ...shown, hasPrompt: false })).toBeNull();
  });

  it('never shows once installed, dismissed lately, switched off, loading, under a pop-up or before the consent choice', () => {
    expect(bannerKind({ ...shown, installed: true })).toBeNull();
    expect(bannerKind({ ...shown, iosSafari: true, hasPrompt: false, installed: true })).toBeNull();
    expect(bannerKind({ ...shown, installedBefore: true })).toBeNull();
    expect(bannerKind({ ...shown, dismissedRecently: true })).toBeNull();
    expect(bannerKind({ ...shown, enabled: false })).toBeNull();
    expect(bannerKind({ ...shown, enabled: undefined })).toBeNull();
    expect(bannerKind({ ...shown, overlayOpen: true })).toBeNull();
    expect(bannerKind({ ...shown, consentPending: true })).toBeNull();
  });
});

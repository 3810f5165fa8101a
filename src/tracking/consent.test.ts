import { describe, expect, it, vi } from 'vitest';
import { resetAllStores } from '../state/reset';
import {
  chooseConsent,
  closeConsentSettings,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  consentState,
  openConsentSettings,
} from './consent';
import { firstVisitEachTest } from './testing/fakeEnv';

firstVisitEachTest();

describe('consent store (LGPD choice, versioned in localStorage)', () => {
  it('starts with no choice on a first visit', () => {
    expect(consentState.choice).toBeNull();
  });

  it('keeps the choice with its version and the time it was made', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_764_000_000_000);
    chooseConsent(true);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: CONSENT_VERSION,
      advertising: true,
      decidedAt: 1_764_000_000_000,
    });
    resetAllStores();
    expect(consentState.choice).toBe('accepted');
    chooseConsent(false);
    resetAllStores();
    expect(consentState.choice).toBe('refused');
    vi.restoreAllMocks();
  });

  it('asks again when the stored choice is of another version or unreadable', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 0, advertising: true }));
    resetAllStores();
    expect(consentState.choice).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    resetAllStores();
    expect(consentState.choice).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: CONSENT_VERSION }));
    resetAllStores();
    expect(consentState.choice).toBeNull();
  });

  it('opens and closes the settings; a choice closes them', () => {
    openConsentSettings();
    expect(consentState.settingsOpen).toBe(true);
    closeConsentSettings();
    expect(consentState.settingsOpen).toBe(false);
    expect(consentState.choice).toBeNull();
    openConsentSettings();
    chooseConsent(false);
    expect(consentState.settingsOpen).toBe(false);
  });
});

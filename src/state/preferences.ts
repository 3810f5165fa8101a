import { proxy, useSnapshot } from 'valtio';
import { randomUuid } from '../api/uuid';
import { onLanguageChange } from '../i18n/language';
import {
  DEFAULT_LANGUAGE,
  initialState,
  loadStoredPreferences,
  PREFERENCES_STORAGE_KEY,
  type PreferencesState,
} from './preferencesStorage';
import { registerStore } from './reset';
import { removeStored, writeStored } from './storage';

export {
  DEFAULT_LANGUAGE,
  PREFERENCES_STORAGE_KEY,
  type FloatIconDay,
  type PreferencesState,
} from './preferencesStorage';

/** The player's stored preferences (persisted in localStorage under PREFERENCES_STORAGE_KEY). */
export const preferencesState = proxy<PreferencesState>(loadStoredPreferences());

/** Writes the preferences to storage (after a change made outside this module's actions). */
export function persist(): void {
  writeStored(PREFERENCES_STORAGE_KEY, JSON.stringify(preferencesState));
}

/** The browser's device id: generated once (random UUID v4), then kept in storage. */
export function getDeviceId(): string {
  if (!preferencesState.deviceId) {
    preferencesState.deviceId = randomUuid();
    persist();
  }
  return preferencesState.deviceId;
}

/**
 * Records the language code sent in the `lang` header and kept for the next visit. Players switch
 * through i18n's `setLanguage` (it loads the catalog), which calls this once the switch is done.
 */
export function setLanguage(language: string): void {
  preferencesState.language = language || DEFAULT_LANGUAGE;
  persist();
}

// i18n cannot import the state layer; it reports each completed switch here instead.
onLanguageChange(setLanguage);

export function setChannelCode(code: string): void {
  preferencesState.channelCode = code;
  persist();
}

export function setReferrer(referrer: string): void {
  preferencesState.referrer = referrer;
  persist();
}

export function setPwaShortCode(code: string): void {
  preferencesState.pwaShortCode = code;
  persist();
}

/** Keeps the referral code read from a /u/{code} path (spec 2). */
export function setReferralCode(code: string): void {
  preferencesState.referralCode = code;
  persist();
}

/** Snapshot of the preferences for rendering. */
export function usePreferences() {
  return useSnapshot(preferencesState);
}

registerStore(() => {
  removeStored(PREFERENCES_STORAGE_KEY);
  Object.assign(preferencesState, initialState());
});

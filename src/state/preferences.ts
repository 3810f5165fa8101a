import { proxy, useSnapshot } from 'valtio';
import { randomUuid } from '../api/uuid';
import { onLanguageChange } from '../i18n/language';
import { isPwaShortCode, isReferralCode } from '../lib/referral';
import { registerStore } from './reset';
import { readStoredJson, removeStored, writeStored } from './storage';

/** localStorage key of the preferences (one JSON object). */
export const PREFERENCES_STORAGE_KEY = 'vitrine.preferences';

/** CHOICE: the language code sent in the `lang` header until the player picks another. */
export const DEFAULT_LANGUAGE = 'pt-BR';

/** One floating social icon's state for one São Paulo calendar day (spec 4). */
export type FloatIconDay = {
  /** dd/mm/aaaa in São Paulo: the day this entry belongs to. */
  day: string;
  /** Epoch ms when the icon's countdown started that day. */
  startedAt: number;
  /** The player closed the icon; CHOICE: it comes back the next day. */
  dismissed: boolean;
};

/** Spec 3 "Stored in the browser". */
export type PreferencesState = {
  /** Channel code (from a /c/ path or the link that brought the player). */
  channelCode: string;
  /** The page that referred the first visit. */
  referrer: string;
  pwaShortCode: string;
  /** Referral code from a /u/ path; sent as `invite-code`. */
  referralCode: string;
  language: string;
  /** Generated once per browser and kept. Empty until first read through `getDeviceId`. */
  deviceId: string;
  /** Per-day float-icon timestamps, by icon id. */
  floatIcons: Record<string, FloatIconDay>;
};

const initialState = (): PreferencesState => ({
  channelCode: '',
  referrer: '',
  pwaShortCode: '',
  referralCode: '',
  language: DEFAULT_LANGUAGE,
  deviceId: '',
  floatIcons: {},
});

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;

function isFloatIconDay(value: unknown): value is FloatIconDay {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.day === 'string' &&
    typeof entry.startedAt === 'number' &&
    typeof entry.dismissed === 'boolean'
  );
}

/** What localStorage holds, field by field; anything malformed falls back to the default. */
function loadStored(): PreferencesState {
  const base = initialState();
  const stored = readStoredJson(PREFERENCES_STORAGE_KEY);
  if (!stored) return base;
  const floatIcons: Record<string, FloatIconDay> = {};
  if (stored.floatIcons && typeof stored.floatIcons === 'object') {
    for (const [id, entry] of Object.entries(stored.floatIcons)) {
      if (isFloatIconDay(entry)) floatIcons[id] = entry;
    }
  }
  return {
    // Re-checked: a code stored before the length rule (or edited by hand) would otherwise be
    // sent as a header on every call (lib/referral).
    channelCode: isReferralCode(stored.channelCode, 'c') ? stored.channelCode : base.channelCode,
    referrer: text(stored.referrer, base.referrer),
    pwaShortCode: isPwaShortCode(stored.pwaShortCode) ? stored.pwaShortCode : base.pwaShortCode,
    referralCode: isReferralCode(stored.referralCode, 'u')
      ? stored.referralCode
      : base.referralCode,
    language: text(stored.language, base.language) || base.language,
    deviceId: text(stored.deviceId, base.deviceId),
    floatIcons,
  };
}

/** The player's stored preferences (persisted in localStorage under PREFERENCES_STORAGE_KEY). */
export const preferencesState = proxy<PreferencesState>(loadStored());

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

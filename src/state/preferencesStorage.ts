import { isPwaShortCode, isReferralCode } from '../lib/referral';
import { readStoredJson } from './storage';

// What the preferences store starts from, read from storage. A module of its own, with no store
// in it: the early-data script (app/early/earlyData.ts) reads the same values before the app's code
// has arrived, to send the spec 7 headers the app will send.

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

export const initialState = (): PreferencesState => ({
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
export function loadStoredPreferences(): PreferencesState {
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

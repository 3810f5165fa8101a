import { proxy, useSnapshot } from 'valtio';
import type { CurrencyMap, Language, PlatformConfig } from '../api/contract';
import { getCountryList, getPlatformConfig } from '../api/system';
import { getCurrencyMap } from '../api/wallet';
import { registerStore } from './reset';

export type PlatformState = {
  /** Spec 3 platform config: currency, status and the maintenance window. */
  config: PlatformConfig | null;
  configStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** Spec 3 country/language entries; the language button shows only with more than one. */
  languages: Language[];
  /** Spec 3 currency map, groups 1, 2, 3. */
  currencies: CurrencyMap | null;
};

const initialState = (): PlatformState => ({
  config: null,
  configStatus: 'idle',
  languages: [],
  currencies: null,
});

/** Platform-wide data every screen may need. */
export const platformState = proxy<PlatformState>(initialState());

/** CHOICE (contract.ts): platformStatus 2 means the platform is under maintenance. */
export function isMaintenance(config: Pick<PlatformConfig, 'platformStatus'> | null): boolean {
  return config?.platformStatus === 2;
}

let configInFlight: Promise<PlatformConfig | null> | null = null;

/**
 * Loads the platform config again (app start, and error code 6102 "maintenance", spec 8).
 * Concurrent calls share one request. Never rejects: a failure keeps the last config, sets
 * status 'error', resolves null and shows no toast.
 */
export function reloadPlatformConfig(): Promise<PlatformConfig | null> {
  configInFlight ??= (async () => {
    platformState.configStatus = 'loading';
    try {
      const config = await getPlatformConfig(undefined, { silent: true });
      platformState.config = config;
      platformState.configStatus = 'ready';
      return config;
    } catch {
      platformState.configStatus = 'error';
      return null;
    } finally {
      configInFlight = null;
    }
  })();
  return configInFlight;
}

/** Spec 4: platform status can change live through a socket maintenance message. */
export function setPlatformStatus(platformStatus: PlatformConfig['platformStatus']): void {
  if (platformState.config) platformState.config.platformStatus = platformStatus;
}

/** Loads the language list (GET country listAll). Never rejects. */
export async function loadLanguages(): Promise<void> {
  try {
    platformState.languages = await getCountryList(undefined, { silent: true });
  } catch {
    // The language button simply stays hidden (spec 2: shown only with several languages).
  }
}

/** Loads the currency map (GET /api/currency/v1/listMap). Never rejects. */
export async function loadCurrencyMap(): Promise<void> {
  try {
    platformState.currencies = await getCurrencyMap(undefined, { silent: true });
  } catch {
    // Amounts fall back to 2 decimals (spec 5) until the map loads.
  }
}

/** Snapshot of the platform store for rendering. */
export function usePlatform() {
  return useSnapshot(platformState);
}

registerStore(() => {
  configInFlight = null;
  Object.assign(platformState, initialState());
});

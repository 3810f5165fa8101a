import { quietly } from '../api/errors';
import { apiConfig } from '../api/http';
import { setLanguage } from '../i18n/language';
import { loadCurrencyMap, loadLanguages, reloadPlatformConfig } from '../state/platform';
import { DEFAULT_LANGUAGE, preferencesState } from '../state/preferences';
import { watchSession } from './sessionEffects';

/**
 * The live socket's address: VITE_SOCKET_URL when set, else the API host with ws(s) and `/ws`
 * (the mock API and the in-page mock serve it there; see mocks/socketLink.ts).
 */
export function socketUrl(): string {
  const fromEnv = import.meta.env.VITE_SOCKET_URL as string | undefined;
  if (fromEnv) return fromEnv;
  return `${apiConfig().baseUrl.replace(/^http/, 'ws')}/ws`;
}

/** Runs `task` once the browser is idle (a 1 s timer where requestIdleCallback is missing). */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

/**
 * App start (spec 3 platform config, languages and currency map, the saved language, what the
 * session brings (sessionEffects.ts); once idle after the first paint, the visit record of
 * spec 7, the live socket and following a login or logout in another tab).
 * Returns a cleanup that stops what it started (for tests and hot reload).
 */
export function bootApp(): () => void {
  const language = preferencesState.language;
  if (language && language !== DEFAULT_LANGUAGE) void setLanguage(language);

  void reloadPlatformConfig();
  void quietly(loadLanguages());
  void quietly(loadCurrencyMap());

  const unwatchSession = watchSession();

  // The socket client is not needed for the first paint: load it when the browser is idle.
  let stopLive: (() => void) | null = null;
  let unfollowTabs: (() => void) | undefined;
  let stopped = false;
  const cancelIdle = whenIdle(() => {
    void import('./visitRecord').then(({ recordVisit }) => {
      if (!stopped) recordVisit();
    });
    void import('../state/sessionTabs').then(({ followOtherTabs }) => {
      if (!stopped) unfollowTabs = followOtherTabs();
    });
    void import('../live/liveConnection').then(({ startLiveConnection }) => {
      if (stopped) return;
      const live = startLiveConnection({ url: socketUrl() });
      stopLive = () => live.stop();
    });
  });
  return () => {
    stopped = true;
    cancelIdle();
    stopLive?.();
    unwatchSession();
    unfollowTabs?.();
  };
}

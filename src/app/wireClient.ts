import { wireClient } from '../api/http';
import { buildHeaders } from '../api/headers';
import { t } from '../i18n/t';
import { openOverlay, showDialog, showToast, TOAST_DURATION_MS } from '../state/overlays';
import { reloadPlatformConfig } from '../state/platform';
import { getDeviceId, preferencesState } from '../state/preferences';
import { endSessionOf, sessionState } from '../state/session';

/**
 * Hands the HTTP client what spec 7 and 8 ask of the app, once, before the first call (main.tsx,
 * Storybook's preview and the unit-test set-up): the headers from the session and the stored
 * preferences, the session a request belongs to, and what a session end, maintenance or a
 * server message does to the stores. The client itself imports no store.
 */
export function connectClientToStores(): void {
  wireClient({
    headers: () =>
      buildHeaders({
        token: sessionState.token,
        lang: preferencesState.language,
        deviceId: getDeviceId(),
        pwaShortCode: preferencesState.pwaShortCode,
        referrer: preferencesState.referrer,
        channelCode: preferencesState.channelCode,
        referralCode: preferencesState.referralCode,
      }),
    session: () => sessionState.token,
    onSessionEnd: ({ ask, message, token }) => {
      // Another tab's newer session, taken up instead, needs no pop-up.
      if (!endSessionOf(token)) return;
      if (ask === 'login') openOverlay('auth', { mode: 'login' });
      else showDialog({ title: t('session.ended.title'), message, tone: 'danger' });
    },
    onMaintenance: () => void reloadPlatformConfig(),
    onMessage: ({ text, tone }) =>
      void showToast({ message: text, tone, durationMs: TOAST_DURATION_MS }),
  });
}

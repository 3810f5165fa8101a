import type { AdapterSettings, EventNames, PixelAdapter, PixelEnv } from './types';
import { moneyOf } from './types';

/** The Google tag's official script. */
export const GOOGLE_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** GA4 recommended names (sign_up, login, purchase); the first deposit is a custom event. */
export const GOOGLE_EVENTS: EventNames = {
  register: 'sign_up',
  login: 'login',
  firstDeposit: 'first_deposit',
  deposit: 'purchase',
};

type Gtag = (...args: unknown[]) => void;

/**
 * `gtag()` as the tag's snippet defines it: it must push the `arguments` object itself (gtag.js
 * ignores plain arrays), hence a classic function.
 */
function gtagOf(win: PixelEnv['win']): Gtag {
  const existing = win.gtag as Gtag | undefined;
  if (existing) return existing;
  const dataLayer = (win.dataLayer as unknown[] | undefined) ?? [];
  win.dataLayer = dataLayer;
  const gtag = function () {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  } as Gtag;
  win.gtag = gtag;
  return gtag;
}

/** Google tag (Ads or GA4 id): `config`, then `event` to this tag with a transaction id. */
export function googleAdapter({ pixelId, events }: AdapterSettings, env: PixelEnv): PixelAdapter {
  return {
    provider: 'google',
    install: () => {
      const again = env.win.gtag !== undefined;
      const gtag = gtagOf(env.win);
      // Loaded only after the player accepted: consent mode says so to the tag (an update when
      // consent is given again after a withdrawal in the same visit).
      gtag('consent', again ? 'update' : 'default', {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      });
      gtag('js', new Date());
      gtag('config', pixelId);
      env.loadScript(`${GOOGLE_SCRIPT_URL}?id=${encodeURIComponent(pixelId)}`);
    },
    send: (event) => {
      const name = events[event.name];
      if (!name) return;
      gtagOf(env.win)('event', name, {
        send_to: pixelId,
        ...moneyOf(event),
        ...(event.name === 'deposit' ? { transaction_id: event.id } : {}),
        event_id: event.id,
      });
    },
    revoke: () =>
      gtagOf(env.win)('consent', 'update', {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      }),
  };
}

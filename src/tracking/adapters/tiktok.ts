import { queueGlobal } from './queueGlobal';
import type { AdapterSettings, EventNames, PixelAdapter, PixelEnv } from './types';
import { moneyOf } from './types';

/** TikTok's official pixel script (its base code adds `?sdkid=<id>&lib=ttq`). */
export const TIKTOK_SCRIPT_URL = 'https://analytics.tiktok.com/i18n/pixel/events.js';

/** TikTok standard events where one fits; login has none, so nothing unless configured. */
export const TIKTOK_EVENTS: EventNames = {
  register: 'CompleteRegistration',
  login: null,
  firstDeposit: 'FirstDeposit',
  deposit: 'CompletePayment',
};

/** TikTok pixel: `ttq.load(id)`, then `track` on this pixel's instance with an `event_id`. */
export function tiktokAdapter({ pixelId, events }: AdapterSettings, env: PixelEnv): PixelAdapter {
  const ttq = () => queueGlobal(env, 'ttq', TIKTOK_SCRIPT_URL);
  return {
    provider: 'tiktok',
    install: () => {
      const again = env.win.ttq !== undefined;
      const queue = ttq();
      // Consent given again after a withdrawal in the same visit (revoke below).
      if (again) queue.grantConsent();
      queue.load(pixelId);
      queue.page();
    },
    send: (event) => {
      const name = events[event.name];
      if (!name) return;
      ttq()
        .instance(pixelId)
        .track(name, moneyOf(event) ?? {}, { event_id: event.id });
    },
    revoke: () => ttq().revokeConsent(),
  };
}

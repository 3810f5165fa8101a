import { queueGlobal } from './queueGlobal';
import type { AdapterSettings, EventNames, PixelAdapter, PixelEnv } from './types';
import { moneyOf } from './types';

/** Kwai's official pixel script (its base code adds `?sdkid=<id>&lib=kwaiq`). */
export const KWAI_SCRIPT_URL = 'https://s1.kwai.net/kos/nlav11187/s/static/pixel/events.js';

/** Kwai's event names; it has no login event, so nothing unless configured. */
export const KWAI_EVENTS: EventNames = {
  register: 'EVENT_COMPLETE_REGISTRATION',
  login: null,
  firstDeposit: 'EVENT_FIRST_DEPOSIT',
  deposit: 'EVENT_PURCHASE',
};

/** Kwai pixel: `kwaiq.load(id)`, then `track` on this pixel's instance. */
export function kwaiAdapter({ pixelId, events }: AdapterSettings, env: PixelEnv): PixelAdapter {
  const kwaiq = () => queueGlobal(env, 'kwaiq', KWAI_SCRIPT_URL);
  return {
    provider: 'kwai',
    install: () => {
      const queue = kwaiq();
      queue.load(pixelId);
      queue.page();
    },
    send: (event) => {
      const name = events[event.name];
      if (!name) return;
      kwaiq()
        .instance(pixelId)
        .track(name, { ...moneyOf(event), event_id: event.id });
    },
    // Kwai documents no consent call: withdrawing stops the app sending (pixels.ts), nothing more.
    revoke: () => undefined,
  };
}

import type { AdapterSettings, EventNames, PixelAdapter, PixelEnv, QueueFn } from './types';
import { moneyOf } from './types';

/** Meta's official pixel script (the one its base code loads). */
export const META_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** Meta standard events; others go through `trackCustom`. */
const STANDARD = new Set(['CompleteRegistration', 'Purchase', 'Lead', 'Subscribe', 'StartTrial']);

export const META_EVENTS: EventNames = {
  register: 'CompleteRegistration',
  login: 'Login',
  firstDeposit: 'FirstDeposit',
  deposit: 'Purchase',
};

/**
 * The `fbq` queue the base code defines, written as module code instead of an inline script:
 * calls queue until fbevents.js replaces `callMethod` and replays them.
 */
function fbqOf(win: PixelEnv['win']): QueueFn {
  const existing = win.fbq as QueueFn | undefined;
  if (existing) return existing;
  const fbq = function (...args: unknown[]) {
    const call = fbq.callMethod as ((...a: unknown[]) => void) | undefined;
    if (call) call(...args);
    else (fbq.queue as unknown[][]).push(args);
  } as QueueFn;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  win.fbq = fbq;
  if (!win._fbq) win._fbq = fbq;
  return fbq;
}

/** Meta (Facebook) pixel: `fbq('init', id)`, then `trackSingle` with an `eventID` (dedupe). */
export function metaAdapter({ pixelId, events }: AdapterSettings, env: PixelEnv): PixelAdapter {
  return {
    provider: 'meta',
    install: () => {
      const fbq = fbqOf(env.win);
      // Consent given again after a withdrawal in the same visit (revoke below).
      fbq('consent', 'grant');
      fbq('init', pixelId);
      fbq('trackSingle', pixelId, 'PageView');
      env.loadScript(META_SCRIPT_URL);
    },
    send: (event) => {
      const name = events[event.name];
      if (!name) return;
      // trackSingle: to this pixel only, when the channel has more than one Meta pixel.
      const kind = STANDARD.has(name) ? 'trackSingle' : 'trackSingleCustom';
      fbqOf(env.win)(kind, pixelId, name, moneyOf(event) ?? {}, { eventID: event.id });
    },
    revoke: () => fbqOf(env.win)('consent', 'revoke'),
  };
}

import type { PixelConfig } from '../api/contract';
import { getChannelConfig } from '../api/content';
import { quietly } from '../api/errors';
import { registerStore } from '../state/reset';
import { readStored, removeStored, writeStored } from '../state/storage';
import { googleAdapter, GOOGLE_EVENTS } from './adapters/google';
import { kwaiAdapter, KWAI_EVENTS } from './adapters/kwai';
import { metaAdapter, META_EVENTS } from './adapters/meta';
import { tiktokAdapter, TIKTOK_EVENTS } from './adapters/tiktok';
import type { AdapterSettings, EventNames, PixelAdapter, PixelEnv } from './adapters/types';
import { connectPixelSink, type PixelEvent } from './events';

/**
 * The ad pixels (spec 1, spec 3 "Pixel config: promoteProviderName, id, promoteSet key/value").
 * This module loads only once the player has accepted advertising
 * (features/consent/ConsentHost.tsx): before that, no provider script, no call, not even the
 * config read.
 */

type Provider = {
  events: EventNames;
  create: (settings: AdapterSettings, env: PixelEnv) => PixelAdapter;
};

/**
 * CHOICE (documented with PixelConfig in src/api/contract.ts): the provider names the operator
 * sends in `promoteProviderName`, compared lower-cased; an unknown name is ignored.
 */
const PROVIDERS: Record<string, Provider> = {
  facebook: { events: META_EVENTS, create: metaAdapter },
  meta: { events: META_EVENTS, create: metaAdapter },
  tiktok: { events: TIKTOK_EVENTS, create: tiktokAdapter },
  kwai: { events: KWAI_EVENTS, create: kwaiAdapter },
  google: { events: GOOGLE_EVENTS, create: googleAdapter },
  gtag: { events: GOOGLE_EVENTS, create: googleAdapter },
};

/** promoteSet keys overriding an event's name (an empty value: that event is not sent). */
const EVENT_KEYS: Record<PixelEvent['name'], string> = {
  register: 'eventRegister',
  login: 'eventLogin',
  firstDeposit: 'eventFirstDeposit',
  deposit: 'eventDeposit',
};

/** Ids go into script addresses and event names into provider calls: letters, digits, - and _. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SAFE_EVENT = /^[A-Za-z0-9_]{1,64}$/;

/** The adapter settings of a config, or null when its provider is unknown or its id unsafe. */
export function settingsOf(config: PixelConfig): (AdapterSettings & Provider) | null {
  const provider = PROVIDERS[config.promoteProviderName.trim().toLowerCase()];
  const pixelId = config.promoteSet.pixelId ?? '';
  if (!provider || !SAFE_ID.test(pixelId)) return null;
  const events = { ...provider.events };
  for (const name of Object.keys(EVENT_KEYS) as PixelEvent['name'][]) {
    const override = config.promoteSet[EVENT_KEYS[name]];
    if (override === undefined) continue;
    events[name] = SAFE_EVENT.test(override) ? override : null;
  }
  return { ...provider, pixelId, events };
}

/** localStorage key of the event ids already sent (written only after consent). */
export const SENT_STORAGE_KEY = 'vitrine.pixels.sent';
/** Enough for every register, first deposit and recent order of a shared phone. */
const MAX_SENT = 100;

function readSent(): string[] {
  try {
    const value: unknown = JSON.parse(readStored(SENT_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export type PixelTracker = {
  /** The adapters installed (their scripts asked for). */
  providers: string[];
  /** Sends an event to every pixel, once per id (also across reloads). */
  send: (event: PixelEvent) => void;
  /** Consent withdrawn: nothing is sent any more, the providers are told, the ids forgotten. */
  stop: () => void;
};

/**
 * Installs one adapter per usable config and returns the tracker. Each event id is sent once:
 * a register or first deposit once per player, a deposit once per order, even if the flow that
 * emits it runs twice or the page reloads on the paid order.
 */
export function createPixelTracker(configs: readonly PixelConfig[], env: PixelEnv): PixelTracker {
  const adapters: PixelAdapter[] = [];
  for (const config of configs) {
    const settings = settingsOf(config);
    if (!settings) continue;
    const adapter = settings.create(settings, env);
    adapter.install();
    adapters.push(adapter);
  }
  const sent = new Set(readSent());
  let stopped = false;
  return {
    providers: adapters.map((adapter) => adapter.provider),
    send: (event) => {
      if (stopped || sent.has(event.id)) return;
      sent.add(event.id);
      writeStored(SENT_STORAGE_KEY, JSON.stringify([...sent].slice(-MAX_SENT)));
      for (const adapter of adapters) adapter.send(event);
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      for (const adapter of adapters) adapter.revoke();
      removeStored(SENT_STORAGE_KEY);
    },
  };
}

/** The page's own env: `window` and a `<script async src>` in the head. */
export function browserEnv(): PixelEnv {
  return {
    win: window as unknown as Record<string, unknown>,
    loadScript: (src) => {
      // Once per address: a consent given again in the same visit reuses what is loaded.
      const loaded = [...document.scripts].some((script) => script.src === src);
      if (loaded) return;
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      document.head.appendChild(script);
    },
  };
}

let active: Promise<PixelTracker | undefined> | null = null;

/**
 * Starts the pixels after consent: reads the channel's pixel configs (once per visit), installs
 * the adapters and takes the events (the ones waiting first). Returns the stop: `withdrawn`
 * when the player refused (the tracker stops for good), otherwise only this taker lets go (an
 * unmount). A failed config read means no pixels until the next start (quietly: nothing the
 * player can act on).
 *
 * What a refusal cannot undo: provider scripts already in the page stay until it reloads (a
 * script cannot be unloaded); they get no further event from the app, the providers that have a
 * consent call are told (Meta `consent revoke`, TikTok `revokeConsent`, Google consent mode
 * denied), and the next visit loads none of them.
 */
export function startPixels(env: PixelEnv = browserEnv()): (withdrawn: boolean) => void {
  const current = (active ??= quietly(getChannelConfig(undefined, { silent: true })).then(
    (config) => (config ? createPixelTracker(config.pixels, env) : undefined),
  ));
  let disconnect: (() => void) | undefined;
  let cancelled = false;
  void current.then((tracker) => {
    if (!tracker) {
      if (active === current) active = null;
      return;
    }
    if (!cancelled) disconnect = connectPixelSink(tracker.send);
  });
  return (withdrawn) => {
    cancelled = true;
    disconnect?.();
    if (!withdrawn) return;
    if (active === current) active = null;
    void current.then((tracker) => tracker?.stop());
  };
}

registerStore(() => {
  active = null;
});

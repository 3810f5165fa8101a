import type { PixelEnv } from './types';

/** The queue of a TikTok-style pixel (ttq, kwaiq): an array with methods that push calls. */
export type PixelQueue = unknown[] & {
  methods: string[];
  instance: (id: string) => PixelQueue;
  load: (id: string) => void;
  _i: Record<string, PixelQueue & { _u?: string }>;
  _t: Record<string, number>;
  _o: Record<string, object>;
  page: (...args: unknown[]) => void;
  track: (...args: unknown[]) => void;
  revokeConsent: (...args: unknown[]) => void;
  grantConsent: (...args: unknown[]) => void;
};

const METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

function defer(target: unknown[], method: string): void {
  (target as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
    target.push([method, ...args]);
  };
}

/**
 * The global queue that TikTok's and Kwai's base codes define (same shape, another name and
 * script), as module code rather than an inline script: every call is pushed as
 * `[method, ...args]`, per pixel under `_i[id]`, until the provider's script replays them.
 */
export function queueGlobal(env: PixelEnv, name: string, scriptBase: string): PixelQueue {
  const existing = env.win[name] as PixelQueue | undefined;
  if (existing?.methods) return existing;
  const queue = [] as unknown as PixelQueue;
  env.win[name] = queue;
  // The providers' scripts look for the global by this name (TikTok's snippet sets it too).
  if (name === 'ttq') env.win.TiktokAnalyticsObject = name;
  queue.methods = METHODS;
  for (const method of METHODS) defer(queue, method);
  queue._i = {};
  queue._t = {};
  queue._o = {};
  queue.instance = (id: string) => {
    const instance = queue._i[id] ?? ([] as unknown as PixelQueue);
    for (const method of METHODS) defer(instance, method);
    return instance;
  };
  queue.load = (id: string) => {
    const instance = [] as unknown as PixelQueue & { _u?: string };
    instance._u = scriptBase;
    queue._i[id] = instance;
    queue._t[id] = Date.now();
    queue._o[id] = {};
    env.loadScript(`${scriptBase}?sdkid=${encodeURIComponent(id)}&lib=${name}`);
  };
  return queue;
}

import type { InstallEnv, InstallPromptEvent } from '../installPrompt';
import type { KeyValueStore } from '../installRules';

/** Real user agents for the install stories and tests. */
export const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
export const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export type FakeInstallOptions = {
  userAgent?: string;
  /** Running from the home screen. */
  installed?: boolean;
  /** The clock (defaults to Date.now, which Storybook pins). */
  now?: () => number;
  /** Stored values to start with (e.g. a dismissal). */
  stored?: Record<string, string>;
};

export type FakeInstall = InstallEnv & {
  values: Map<string, string>;
  /**
   * Fires `beforeinstallprompt` as Chromium does; the browser's prompt answers `outcome`.
   * Returns whether the app kept the event (its listener called preventDefault) and how many
   * times the app called `prompt()` on it so far.
   */
  offer(outcome?: 'accepted' | 'dismissed'): { kept: boolean; prompts: () => number };
  /** Fires `appinstalled`. */
  finishInstall(): void;
};

/**
 * A browser for the install banner's stories and tests: no real install, events dispatched on
 * a private target, storage in memory. Not used by the app itself.
 */
export function fakeInstallEnv(options: FakeInstallOptions = {}): FakeInstall {
  const values = new Map(Object.entries(options.stored ?? {}));
  const store: KeyValueStore = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
  const events = new EventTarget();
  return {
    userAgent: options.userAgent ?? ANDROID_CHROME_UA,
    maxTouchPoints: 5,
    installed: () => options.installed ?? false,
    store,
    now: options.now ?? (() => Date.now()),
    events,
    values,
    offer(outcome = 'accepted') {
      let prompts = 0;
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          prompts += 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome, platform: 'web' }),
      }) as InstallPromptEvent;
      events.dispatchEvent(event);
      return { kept: event.defaultPrevented, prompts: () => prompts };
    },
    finishInstall() {
      events.dispatchEvent(new Event('appinstalled'));
    },
  };
}

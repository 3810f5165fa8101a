import { isInstalled, isIosSafari } from './platform';
import type { KeyValueStore } from './installRules';

/**
 * Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library: it is not a web
 * standard). `prompt()` may be called once; `userChoice` settles with the player's answer.
 */
export type InstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

/**
 * What the install banner needs from the browser, behind one seam so stories and tests drive
 * every case (Android, iOS, installed, dismissed) without a real install.
 */
export type InstallEnv = {
  userAgent: string;
  maxTouchPoints: number;
  /** Running from the home screen already. */
  installed(): boolean;
  store: KeyValueStore;
  now(): number;
  /** Where `beforeinstallprompt` and `appinstalled` fire (the window). */
  events: EventTarget;
};

/** In-memory storage for browsers that refuse localStorage (private modes): this visit only. */
function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

function safeLocalStorage(): KeyValueStore {
  try {
    const store = window.localStorage;
    store.getItem('');
    return {
      getItem: (key) => store.getItem(key),
      // A full or refused storage forgets the dismissal; the banner then comes back next visit.
      setItem: (key, value) => {
        try {
          store.setItem(key, value);
        } catch {
          // See above.
        }
      },
    };
  } catch {
    return memoryStore();
  }
}

/** The real browser. */
export function browserInstallEnv(): InstallEnv {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    installed: () =>
      isInstalled({
        matchMedia:
          typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined,
        navigator: navigator as { standalone?: boolean },
      }),
    store: safeLocalStorage(),
    now: () => Date.now(),
    events: window,
  };
}

export function iosSafariIn(env: InstallEnv): boolean {
  return isIosSafari(env.userAgent, env.maxTouchPoints);
}

/**
 * Keeps the browser's install offer: `beforeinstallprompt` has its default (Chromium's own
 * mini-infobar) prevented and is handed to `onPrompt`; `appinstalled` calls `onInstalled`.
 * Returns the unsubscribe.
 *
 * Note: this runs once the shell's deferred pieces load (after first paint). Chromium fires
 * `beforeinstallprompt` once its install criteria are met, which can be before that on a fast
 * repeat visit; the offer is then missed for this page load (the browser's own install menu
 * still works) and comes again on the next navigation that reloads the document.
 */
export function watchInstallPrompt(
  events: EventTarget,
  onPrompt: (event: InstallPromptEvent) => void,
  onInstalled: () => void,
): () => void {
  const prompt = (event: Event) => {
    event.preventDefault();
    onPrompt(event as InstallPromptEvent);
  };
  events.addEventListener('beforeinstallprompt', prompt);
  events.addEventListener('appinstalled', onInstalled);
  return () => {
    events.removeEventListener('beforeinstallprompt', prompt);
    events.removeEventListener('appinstalled', onInstalled);
  };
}

/**
 * The install banner's rules (spec 2 global overlay "PWA install banner"). Pure, with the clock and
 * the storage passed in, so every rule is tested without a browser.
 */

/**
 * CHOICE: "Agora não" (or the close button) hides the banner for 7 days: long enough not to nag
 * a player who said no, short enough that a regular player is offered it again next week.
 */
export const INSTALL_DISMISS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** localStorage key: when (epoch ms) the banner was dismissed. */
export const INSTALL_DISMISSED_KEY = 'vitrine.installDismissedAt';
/** localStorage key: '1' once the browser said the app was installed (`appinstalled`). */
export const INSTALL_DONE_KEY = 'vitrine.installed';

export type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

/** Whether a dismissal within the last INSTALL_DISMISS_DAYS days still hides the banner. */
export function dismissedRecently(store: KeyValueStore, now: number): boolean {
  const at = Number(store.getItem(INSTALL_DISMISSED_KEY));
  if (!Number.isFinite(at) || at <= 0) return false;
  // A timestamp in the future (the clock was moved back) is not trusted: hiding until then
  // could mean hiding for years; the banner simply comes back.
  const age = now - at;
  return age >= 0 && age < INSTALL_DISMISS_DAYS * DAY_MS;
}

export function rememberDismissal(store: KeyValueStore, now: number): void {
  store.setItem(INSTALL_DISMISSED_KEY, String(now));
}

export function rememberInstalled(store: KeyValueStore): void {
  store.setItem(INSTALL_DONE_KEY, '1');
}

export function installedBefore(store: KeyValueStore): boolean {
  return store.getItem(INSTALL_DONE_KEY) === '1';
}

export type BannerInputs = {
  /** pwaInfo `installBanner` (contract.ts CHOICE); undefined while it loads: nothing shows. */
  enabled: boolean | undefined;
  /** Running from the home screen already (platform.ts isInstalled). */
  installed: boolean;
  /** `appinstalled` fired on this device once (stored). */
  installedBefore: boolean;
  dismissedRecently: boolean;
  /** The browser handed us a `beforeinstallprompt` event (Android, desktop Chromium). */
  hasPrompt: boolean;
  /** Safari on iOS (platform.ts isIosSafari). */
  iosSafari: boolean;
  /**
   * A pop-up is open: the game pop-up (a player inside a game) or any other (spec 2 "only one
   * pop-up is open at a time"; the banner never covers nor competes with one).
   */
  overlayOpen: boolean;
  /**
   * The LGPD consent banner still waits for the player's choice. CHOICE: the install offer waits
   * for it: the legal question comes first, and both cards float in the same place above the tab
   * bar.
   */
  consentPending: boolean;
};

export type BannerKind = 'prompt' | 'ios' | null;

/** Which banner shows, if any. */
export function bannerKind(inputs: BannerInputs): BannerKind {
  if (inputs.enabled !== true) return null;
  if (inputs.installed || inputs.installedBefore || inputs.dismissedRecently) return null;
  if (inputs.overlayOpen || inputs.consentPending) return null;
  if (inputs.hasPrompt) return 'prompt';
  return inputs.iosSafari ? 'ios' : null;
}

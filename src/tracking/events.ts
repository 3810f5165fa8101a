import { now } from '../lib/clock';
import { registerStore } from '../state/reset';
import { consentState, onConsentChoice } from './consent';

/**
 * The conversions the ad pixels report: `register`, `login`, `firstDeposit` and `deposit`. `id`
 * names one occurrence: the pixels send each id once (pixels.ts), and the providers that
 * deduplicate on their side receive it as the event id.
 */
export type PixelEvent =
  | { name: 'register' | 'login'; id: string }
  | { name: 'firstDeposit' | 'deposit'; id: string; amount: number; currency: string };

/**
 * CHOICE: events that happen before the player chooses (a visitor registers with the banner
 * still up) wait here, in memory only, until the choice: accepted, they are sent (the purpose
 * the player then agreed to is exactly attributing that sign-up); refused, they are dropped.
 * Nothing is written to storage before consent, and a reload forgets them.
 */
const MAX_PENDING = 20;
const pending: PixelEvent[] = [];
let sink: ((event: PixelEvent) => void) | null = null;

/**
 * Hands a conversion to the ad pixels. This module is all the app's flows import: the pixel
 * code itself is a lazy piece that loads after consent (features/consent/ConsentHost.tsx).
 */
export function trackEvent(event: PixelEvent): void {
  if (consentState.choice === 'refused') return;
  if (sink) sink(event);
  else if (pending.length < MAX_PENDING) pending.push(event);
}

/** A new account (once per player). */
export function trackRegister(userNo: string): void {
  trackEvent({ name: 'register', id: `register:${userNo}` });
}

/** A login (each one is an occurrence of its own). */
export function trackLogin(userNo: string): void {
  trackEvent({ name: 'login', id: `login:${userNo}:${now()}` });
}

/**
 * A paid deposit order: `deposit` once per order, and `firstDeposit` too (once per player) when
 * the player had never deposited before it (spec 3 user info `firstCharge`).
 */
export function trackDeposit(
  order: { orderNo: string; amount: number; currency: string },
  player: { userNo: string; first: boolean },
): void {
  const { orderNo, amount, currency } = order;
  if (player.first) {
    trackEvent({ name: 'firstDeposit', id: `firstDeposit:${player.userNo}`, amount, currency });
  }
  trackEvent({ name: 'deposit', id: `deposit:${orderNo}`, amount, currency });
}

/**
 * The pixels take the events from now on (the queued ones first). Returns the disconnect.
 */
export function connectPixelSink(next: (event: PixelEvent) => void): () => void {
  sink = next;
  for (const event of pending.splice(0)) next(event);
  return () => {
    if (sink === next) sink = null;
  };
}

/** How many events wait for the choice (tests and stories). */
export function pendingEventCount(): number {
  return pending.length;
}

/** Forgets the waiting events (tests; a refusal does it by itself). */
export function clearPendingEvents(): void {
  pending.length = 0;
}

// A refusal drops what waited, whichever way it is made (banner, sheet, /setting).
onConsentChoice((choice) => {
  if (choice === 'refused') pending.length = 0;
});

registerStore(() => {
  pending.length = 0;
  sink = null;
});

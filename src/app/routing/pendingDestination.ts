import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { useLocation } from 'wouter';
import { overlaysState } from '../../state/overlays';
import { registerStore } from '../../state/reset';
import { isLoggedIn, useSession } from '../../state/session';

let pending: string | null = null;

/**
 * Remembers where a visitor was going when a login-only destination opened the login or
 * register pop-up instead (spec 2 route guard, spec 6 deposit shortcut), so that a login or
 * register from that pop-up takes them there (a visitor who taps Depósito and logs in lands on
 * /deposit). The last refused destination wins.
 */
export function rememberDestination(to: string): void {
  pending = to;
}

/** Returns the remembered destination once, and forgets it. */
export function takeDestination(): string | null {
  const to = pending;
  pending = null;
  return to;
}

/** Forgets the destination (the pop-up was closed without logging in, or the app reset). */
export function forgetDestination(): void {
  pending = null;
}

// The pop-up closing (or turning into another one) while still a visitor gives up the
// destination: a later login from the header must not jump to a page asked for long before.
// completeAuth sets the session before it closes the pop-up, so a successful login keeps it.
// Notified in sync: a batched notice could fold an open and a close into one and miss both.
let wasAuthOpen = overlaysState.overlay?.name === 'auth';
subscribe(
  overlaysState,
  () => {
    const authOpen = overlaysState.overlay?.name === 'auth';
    if (wasAuthOpen && !authOpen && !isLoggedIn()) forgetDestination();
    wasAuthOpen = authOpen;
  },
  true,
);

/**
 * Inside the router: when a session starts (a login or register; the wallet and the rest follow
 * in app/sessionEffects.ts), goes to the remembered destination, if any.
 */
export function useRememberedDestination(): void {
  const [, navigate] = useLocation();
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    const to = takeDestination();
    if (to) navigate(to);
  }, [token, navigate]);
}

registerStore(() => {
  pending = null;
  wasAuthOpen = false;
});

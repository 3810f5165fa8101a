import { useCallback } from 'react';
import type { BaseLocationHook } from 'wouter';
import { openOverlay } from '../../state/overlays';
import { isLoggedIn } from '../../state/session';
import { rememberDestination } from './pendingDestination';
import { isLoginOnly } from './routeRules';

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/**
 * Wraps a wouter location hook so that navigation to a route the player may not open is
 * refused before it happens (spec 2 route guard: "a login-only route without a token opens the
 * register pop-up and stays on the previous public page"). `allow` decides, `onBlocked` reacts
 * (opens the pop-up). Links and programmatic navigation both go through it.
 */
export function guardLocationHook(
  base: BaseLocationHook,
  allow: (to: string) => boolean,
  onBlocked: (to: string) => void,
): BaseLocationHook {
  const useGuardedLocation = function useGuardedLocation(options?: unknown) {
    const [location, navigate] = (base as (o?: unknown) => [string, Navigate])(options);
    const guarded = useCallback<Navigate>(
      (to, navOptions) => {
        if (!allow(to)) {
          onBlocked(to);
          return;
        }
        navigate(to, navOptions);
      },
      [navigate],
    );
    return [location, guarded];
  } as BaseLocationHook;
  // wouter's Router takes the query and the href format from the location hook's properties
  // (a memory location brings its own `searchHook`); without them it would read the address bar.
  return Object.assign(useGuardedLocation, { searchHook: base.searchHook, hrefs: base.hrefs });
}

/**
 * The app's guard (spec 2): a visitor's navigation to a login-only route of the route table
 * opens the register pop-up and stays on the current page; a login or register from that
 * pop-up then goes on to the page asked for (pendingDestination.ts).
 */
export function loginGuard(base: BaseLocationHook): BaseLocationHook {
  return guardLocationHook(
    base,
    (to) => !isLoginOnly(to) || isLoggedIn(),
    (to) => {
      rememberDestination(to);
      openOverlay('auth', { mode: 'register' });
    },
  );
}

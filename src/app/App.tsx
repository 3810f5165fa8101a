import { useEffect, useMemo } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useLanguage } from '../i18n/language';
import { openOverlay } from '../state/overlays';
import { isLoggedIn } from '../state/session';
import { bootApp } from './boot';
import { AppRoutes } from './routing/AppRoutes';
import { guardLocationHook } from './routing/guardedLocation';
import { isLoginOnly } from './routing/routeRules';
import { AppShell } from './shell/AppShell';
import { GlobalOverlays } from './shell/GlobalOverlays';

/** SWR for the whole app: no refetch storm on tab focus; the client already retries nothing. */
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 2000 };

/**
 * The app root: boots the platform data and the live socket, routes with the spec 2 guard (a
 * visitor's tap on a login-only link opens the register pop-up and stays put), frames every
 * route in the shell and mounts the global overlays.
 */
export function App() {
  // Re-render the tree when the language changes (catalog swapped in t()).
  useLanguage();
  useEffect(() => bootApp(), []);
  const hook = useMemo(
    () =>
      guardLocationHook(
        useBrowserLocation,
        (to) => !isLoginOnly(to) || isLoggedIn(),
        () => openOverlay('auth', { mode: 'register' }),
      ),
    [],
  );
  return (
    <SWRConfig value={swrOptions}>
      <Router hook={hook}>
        <AppShell>
          <AppRoutes />
        </AppShell>
        <GlobalOverlays />
      </Router>
    </SWRConfig>
  );
}

import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { Router, type BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useLanguage } from '../i18n/language';
import { useSession } from '../state/session';
import { bootApp, whenIdle } from './boot';
import { AppRoutes, preloadIdleRoutes } from './routing/AppRoutes';
import { loginGuard } from './routing/guardedLocation';
import { AppShell } from './shell/AppShell';

// The pop-up host is not needed to paint the first screen: its code follows right after.
const GlobalOverlays = lazy(() =>
  import('./shell/GlobalOverlays').then((m) => ({ default: m.GlobalOverlays })),
);

/** SWR for the whole app: no refetch storm on tab focus; the client already retries nothing. */
const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
};

type AppRootProps = {
  /** Where the location comes from: the address bar in the app, memory in flow stories. */
  locationHook: BaseLocationHook;
  /** SWR settings (flow stories give each run a fresh cache). */
  swr?: SWRConfiguration;
};

/**
 * The whole app on a given location hook: boots the platform data and the live socket, routes
 * with the spec 2 guard (a visitor's tap on a login-only link opens the register pop-up and
 * stays put), frames every route in the shell and mounts the global overlays. Flow stories
 * mount it on a memory location; `App` mounts it on the browser's.
 */
export function AppRoot({ locationHook, swr = swrOptions }: AppRootProps) {
  // Re-render the tree when the language changes (catalog swapped in t()).
  useLanguage();
  useEffect(() => bootApp(), []);
  // Spec 2: the deposit page is pre-loaded when the browser is idle (route table `preload`).
  useEffect(() => whenIdle(preloadIdleRoutes), []);
  const hook = useMemo(() => loginGuard(locationHook), [locationHook]);
  return (
    <SWRConfig value={swr}>
      <RevalidateOnSessionChange />
      <Router hook={hook}>
        <AppShell>
          <AppRoutes />
        </AppShell>
        <Suspense fallback={null}>
          <GlobalOverlays />
        </Suspense>
      </Router>
    </SWRConfig>
  );
}

/**
 * When a player logs in (or registers), every call on screen is asked again, keeping what it
 * shows meanwhile: answers depend on the session (spec 6: visitors see fewer activities, no
 * unread dot...) and SWR keys are request paths, the same for a visitor and a player. Not on
 * logout: the player-only calls would answer 6105 and open the login pop-up over a player who
 * just left on purpose; what visitors see is filtered on the client (spec 6) anyway.
 */
function RevalidateOnSessionChange() {
  const { mutate } = useSWRConfig();
  const { token } = useSession();
  const previous = useRef(token);
  useEffect(() => {
    const loggedIn = token !== '' && previous.current !== token;
    previous.current = token;
    if (loggedIn) void mutate(() => true);
  }, [token, mutate]);
  return null;
}

/** The app in the browser: the address bar is the location. */
export function App() {
  return <AppRoot locationHook={useBrowserLocation} />;
}

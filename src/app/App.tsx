import { useEffect, useLayoutEffect, useMemo } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Router, type BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useLanguage } from '../i18n/language';
import { useOverlays } from '../state/overlays';
import { useActivityRefreshScope } from '../features/activities';
import { isMaintenance, usePlatform } from '../state/platform';
import { useSessionEpoch } from '../state/session';
import { ErrorBoundary } from '../ui/ErrorBoundary/ErrorBoundary';
import { useAfterIdle } from '../ui/hydration';
import { bootApp, whenIdle } from './boot';
import { AppRoutes, preloadIdleRoutes } from './routing/AppRoutes';
import { loginGuard } from './routing/guardedLocation';
import { AppCrash } from './shell/AppCrash';
import { AppShell } from './shell/AppShell';
import { lazyPiece } from './shell/lazyPiece';

// The pop-up host is not needed to paint the first screen: its code follows once the browser is
// idle, or at once when something asks for a pop-up, a toast or a dialog, or the platform is
// under maintenance (OverlayHost). If it fails, the pages still work without pop-ups and toasts
// (lazyPiece.tsx).
const GlobalOverlays = lazyPiece(
  () => import('./shell/GlobalOverlays').then((m) => m.GlobalOverlays),
  'overlays',
);

function OverlayHost() {
  const { overlay, toasts, dialogs } = useOverlays();
  const wanted = overlay !== null || toasts.length > 0 || dialogs.length > 0;
  const maintenance = isMaintenance(usePlatform().config);
  const settled = useAfterIdle();
  return settled || wanted || maintenance ? <GlobalOverlays /> : null;
}

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
  /** The path rendered at build time (prerender); the client reads the address bar. */
  ssrPath?: string;
};

/**
 * The whole app on a given location hook: boots the platform data and the live socket, routes
 * with the spec 2 guard (a visitor's tap on a login-only link opens the register pop-up and
 * stays put), frames every route in the shell and mounts the global overlays. Flow stories
 * mount it on a memory location; `App` mounts it on the browser's.
 *
 * One session, one tree: the SWR cache (plain and paged keys alike) is created per session
 * epoch and everything under it is mounted again when the session changes (login, register,
 * logout, a session code, another tab). Nothing cached, fetched or typed under the previous
 * player can reach the next one's screen; the stores drop their player data in the same task
 * (state/session.ts `sessionScoped`).
 */
export function AppRoot({ locationHook, swr = swrOptions, ssrPath }: AppRootProps) {
  // Re-render the tree when the language changes (catalog swapped in t()).
  useLanguage();
  // Spec 2: the deposit page is pre-loaded when the browser is idle (route table `preload`).
  useEffect(() => whenIdle(preloadIdleRoutes), []);
  useEffect(() => bootApp(), []);
  // The boot script's mark (index.html) has served once the app's first commit is on screen: a
  // logged-in player's prerendered visitor buttons are replaced by now.
  useLayoutEffect(() => {
    delete document.documentElement.dataset.boot;
  }, []);
  const hook = useMemo(() => loginGuard(locationHook), [locationHook]);
  const epoch = useSessionEpoch();
  // A provider is only called when an SWRConfig mounts: the key below mounts one per epoch,
  // and each gets a new Map.
  const swrValue = useMemo((): SWRConfiguration => ({ ...swr, provider: () => new Map() }), [swr]);
  // The last line of defence: the shell's pieces and each page have boundaries of their own.
  return (
    <ErrorBoundary fallback={<AppCrash />} resetKey={epoch}>
      <SWRConfig key={epoch} value={swrValue}>
        <RefreshScope />
        <Router hook={hook} ssrPath={ssrPath}>
          <AppShell>
            <AppRoutes />
          </AppShell>
          <OverlayHost />
        </Router>
      </SWRConfig>
    </ErrorBoundary>
  );
}

/** The activity refresh (spec 9, 300 ms) reaches this tree's cache. */
function RefreshScope() {
  useActivityRefreshScope();
  return null;
}

/** The app in the browser: the address bar is the location. */
export function App() {
  return <AppRoot locationHook={useBrowserLocation} />;
}

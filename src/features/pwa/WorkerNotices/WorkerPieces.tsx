import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { registerWorker } from '../../../pwa/registerWorker';
import { WorkerNotices, type UpdateState } from './WorkerNotices';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOffline = () => !navigator.onLine;
const neverOffline = () => false;

/** Whether the browser reports no network, kept current by its online/offline events. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOffline, neverOffline);
}

/**
 * A message from the service worker asking the page to open a path: a tapped push notification
 * while the app is open (src/sw/sw.ts, already checked against the route table there). The page
 * moves in-app through the router (and its login guard), so a game in another tab is not
 * reloaded and a login-only path still asks a visitor to log in.
 */
function useOpenPathMessages(navigate: (to: string) => void): void {
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; path?: unknown } | null;
      if (data?.type !== 'OPEN_PATH' || typeof data.path !== 'string') return;
      // Only an app path, never another origin (the worker sends paths; this keeps it so).
      if (data.path.startsWith('/') && !data.path.startsWith('//')) navigate(data.path);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}

type WorkerPiecesProps = {
  /** Whether the page shows the tab bar (the notices sit above it). */
  aboveTabBar: boolean;
};

/**
 * The page side of the service worker, a lazy shell piece loaded after the first paint
 * (ShellDeferred.tsx), so none of it weighs on the first load: registration and the update prompt,
 * the offline notice, and in-app navigation for tapped notifications.
 */
export function WorkerPieces({ aboveTabBar }: WorkerPiecesProps) {
  const [update, setUpdate] = useState<UpdateState>('none');
  const [accept, setAccept] = useState<(() => void) | null>(null);
  const offline = useOffline();
  const [, navigate] = useLocation();
  useOpenPathMessages(navigate);

  useEffect(
    () =>
      registerWorker((acceptUpdate) => {
        setAccept(() => acceptUpdate);
        setUpdate('waiting');
      }),
    [],
  );

  return (
    <WorkerNotices
      update={update}
      offline={offline}
      aboveTabBar={aboveTabBar}
      onUpdate={() => {
        setUpdate('updating');
        accept?.();
      }}
      onLater={() => setUpdate('none')}
    />
  );
}

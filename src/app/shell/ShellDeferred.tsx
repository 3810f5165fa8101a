import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { startNoticeTrigger } from '../../features/notices/noticeTrigger';
import { loadServiceAction } from '../../features/service/serviceLink';
import { useSession } from '../../state/session';
import { pathOf, showsTabBar } from '../routing/routeRules';
import { watchFloatBand } from './floatBand';
import { lazyPiece } from './lazyPiece';

// The floats' own code (icons, countdowns, rules) loads only where they show; failing, only the
// floats go (lazyPiece.tsx).
const ShellFloats = lazyPiece(() => import('./ShellFloats').then((m) => m.ShellFloats), 'floats');
// The red packet that follows the player (spec 4): its own chunk, fetched after first paint on
// every page; failing, only the packet goes.
const RedPacketFollower = lazyPiece(
  () =>
    import('../../features/activities/redPacket/RedPacketFollower').then(
      (m) => m.RedPacketFollower,
    ),
  'redPacket',
);
// The service worker's page side: registration after first paint, the update prompt and the offline
// notice. Its own chunk; failing, only those go.
const WorkerPieces = lazyPiece(
  () => import('../../features/pwa/WorkerNotices/WorkerPieces').then((m) => m.WorkerPieces),
  'worker',
);
// The PWA install banner (spec 2 global overlay): its own chunk, after first paint; failing, only
// the banner goes.
const InstallBanner = lazyPiece(
  () => import('../../overlays/InstallBanner/InstallBanner').then((m) => m.InstallBanner),
  'installBanner',
);

type ShellDeferredProps = {
  /** Whether this page shows the floating icons (spec 2 home item 12). */
  floats: boolean;
  /** Receives the customer-service action once it is known (never called when there is none). */
  onServiceAction: (update: () => () => void) => void;
};

/**
 * The shell's pieces that wait until after the first paint, behind one lazy import in AppShell:
 * the notice pop-ups' trigger (noticeTrigger.ts), the customer-service link (serviceLink.ts),
 * the red packet that follows a logged-in player (on every page but /deposit, /withdraw and
 * /promotion: its rules decide, spec 4) and, on the pages that have them, the floating icons.
 * CHOICE: one component rather than several dynamic imports in AppShell, because each import
 * site puts its chunk's file names (hashes included) in the first load, which has a 100 KB gzip
 * budget (scripts/check-bundle.mjs).
 */
export function ShellDeferred({ floats, onServiceAction }: ShellDeferredProps) {
  const [location] = useLocation();
  const path = pathOf(location);
  // Spec 6: only logged-in players have the packet; a visitor does not even load its code.
  const loggedIn = useSession().token !== '';
  useEffect(() => startNoticeTrigger(), []);
  // The page's end clears whatever floats show (floatBand.ts).
  useEffect(() => watchFloatBand(), []);
  useEffect(() => {
    let live = true;
    void loadServiceAction().then((action) => {
      if (live && action) onServiceAction(() => action);
    });
    return () => {
      live = false;
    };
  }, [onServiceAction]);
  return (
    <>
      {/* A player's right-hand column keeps the red packet's slot free from the start, so the
          two never overlap (RedPacketFollower.css.ts) and a packet that shows after the icons
          takes its slot without moving them: moved up on its arrival, the column was a layout
          shift of 0.04 on every cold load of the home. */}
      {floats && <ShellFloats reserveBottom={loggedIn} />}
      {loggedIn && <RedPacketFollower path={path} aboveTabBar={showsTabBar(path)} />}
      <InstallBanner aboveTabBar={showsTabBar(path)} />
      <WorkerPieces aboveTabBar={showsTabBar(path)} />
    </>
  );
}

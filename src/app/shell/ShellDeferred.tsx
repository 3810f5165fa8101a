import { useEffect } from 'react';
import { startNoticeTrigger } from '../../features/notices/noticeTrigger';
import { loadServiceAction } from '../../features/service/serviceLink';
import { lazyPiece } from './lazyPiece';

// The floats' own code (icons, countdowns, rules) loads only where they show; failing, only the
// floats go (lazyPiece.tsx).
const ShellFloats = lazyPiece(() => import('./ShellFloats').then((m) => m.ShellFloats), 'floats');

type ShellDeferredProps = {
  /** Whether this page shows the floating icons (spec 2 home item 12). */
  floats: boolean;
  /** Receives the customer-service action once it is known (never called when there is none). */
  onServiceAction: (update: () => () => void) => void;
};

/**
 * The shell's pieces that wait until after the first paint, behind one lazy import in AppShell:
 * the notice pop-ups' trigger (noticeTrigger.ts), the customer-service link (serviceLink.ts) and,
 * on the pages that have them, the floating icons. CHOICE: one component rather than three
 * dynamic imports, because each import site puts its chunk's file names (hashes included) in the
 * first load, which has a 100 KB gzip budget (scripts/check-bundle.mjs).
 */
export function ShellDeferred({ floats, onServiceAction }: ShellDeferredProps) {
  useEffect(() => startNoticeTrigger(), []);
  useEffect(() => {
    let live = true;
    void loadServiceAction().then((action) => {
      if (live && action) onServiceAction(() => action);
    });
    return () => {
      live = false;
    };
  }, [onServiceAction]);
  return floats ? <ShellFloats /> : null;
}

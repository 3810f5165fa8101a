import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createRedPacketFollower,
  type RedPacketFollower,
  type RedPacketLoaders,
  type RedPacketView,
} from './redPacketFollower';

const NONE: RedPacketView = { kind: 'none' };

/**
 * The red packet that follows the player (spec 4) for the page at `path`: one controller per
 * mount (created in an effect, so StrictMode's second mount gets a live one), told about every
 * route change and login or logout, disposed on unmount. Returns the view, `onClaimed` to report
 * a won claim (the packet hides and the claimed check confirms) and `refresh` (after a refusal,
 * the server knows better).
 */
export function useRedPacketFollower(
  path: string,
  loggedIn: boolean,
  loaders?: RedPacketLoaders,
): { view: RedPacketView; onClaimed: (redNumber: string) => void; refresh: () => void } {
  const [view, setView] = useState<RedPacketView>(NONE);
  const follower = useRef<RedPacketFollower | null>(null);
  // The loaders of the first render: a new object each render must not restart the follower.
  const initialLoaders = useRef(loaders);

  useEffect(() => {
    const created = createRedPacketFollower(initialLoaders.current);
    follower.current = created;
    const unsubscribe = created.subscribe(() => setView(created.view()));
    return () => {
      unsubscribe();
      created.dispose();
      follower.current = null;
    };
  }, []);

  useEffect(() => {
    follower.current?.follow({ path, loggedIn });
  }, [path, loggedIn]);

  const onClaimed = useCallback((redNumber: string) => follower.current?.claimed(redNumber), []);
  const refresh = useCallback(() => follower.current?.refresh(), []);
  return { view, onClaimed, refresh };
}

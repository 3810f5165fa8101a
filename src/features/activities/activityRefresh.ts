import { useEffect } from 'react';
import { mutate as globalMutate, useSWRConfig, type ScopedMutator } from 'swr';
import { activityList } from '../../api/endpoints/activity';
import { loadParticipations } from './reminder';

/** Spec 9: the activity refresh runs at most once per 300 ms. */
export const ACTIVITY_REFRESH_THROTTLE_MS = 300;

/** Every SWR key of the activity list, whatever its query (`/api/activity/v1/list?...`). */
const LIST_PATH = activityList.path;

export function isActivityListKey(key: unknown): boolean {
  return typeof key === 'string' && (key === LIST_PATH || key.startsWith(`${LIST_PATH}?`));
}

/*
 * Which SWR caches to revalidate: SWR's default cache, reached by the global `mutate`, and every
 * cache registered with `useActivityRefreshScope` while its tree is up (the app registers its
 * per-session cache at its root, App.tsx; a story or a test may give a screen a cache of its
 * own, which the screen registers).
 */
const scopes = new Set<ScopedMutator>();

function runRefresh(): void {
  const targets = new Set<ScopedMutator>([globalMutate, ...scopes]);
  for (const mutate of targets) void mutate(isActivityListKey);
  void loadParticipations();
}

let lastRun = -Infinity;
let trailing: ReturnType<typeof setTimeout> | undefined;

/**
 * Spec 9 "activity refresh throttled at 300 ms": revalidates every activity list key and the
 * participation reminder (header badge). A call outside the window runs at once (leading);
 * calls inside it collapse into one trailing refresh when the window ends.
 */
export function refreshActivities(): void {
  // A monotonic clock: wall-clock time can jump (and stories pin Date.now()).
  const now = performance.now();
  const wait = lastRun + ACTIVITY_REFRESH_THROTTLE_MS - now;
  if (wait <= 0 && trailing === undefined) {
    lastRun = now;
    runRefresh();
    return;
  }
  if (trailing !== undefined) return;
  trailing = setTimeout(
    () => {
      trailing = undefined;
      lastRun = performance.now();
      runRefresh();
    },
    Math.max(wait, 0),
  );
}

/** Registers the SWR cache of the calling tree as a refresh target while it is mounted. */
export function useActivityRefreshScope(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    scopes.add(mutate);
    return () => {
      scopes.delete(mutate);
    };
  }, [mutate]);
}

/** Tests: forgets the throttle window and any pending trailing refresh. */
export function resetActivityRefreshForTests(): void {
  if (trailing !== undefined) clearTimeout(trailing);
  trailing = undefined;
  lastRun = -Infinity;
}

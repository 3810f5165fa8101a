import { claimRedPacket, getRedPacketClaimed, getRedPacketStatus } from '../../../api/activities';
import type { ClaimResult, RedPacketState } from '../../../api/contract';
import { now } from '../../../lib/clock';
import { claimOnce } from '../activityClaim';

/*
 * The red packet that follows a logged-in player from page to page (spec 4, spec 6). The rules
 * live in a plain controller (no React) so that unit tests drive them with fake timers; the
 * hook (useRedPacketFollower.ts) only subscribes to it.
 */

/**
 * Spec 4: the packet is not re-fetched on deposit, withdraw and promotion, and never shows there
 * (the player is paying, withdrawing, or already looking at the offers).
 */
export const RED_PACKET_HIDDEN_PATHS: readonly string[] = ['/deposit', '/withdraw', '/promotion'];

/** Whether the red packet may show on `path` (a pathname, no query). */
export function redPacketAllowedOn(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return !RED_PACKET_HIDDEN_PATHS.includes(clean);
}

/** What the player sees: nothing, or the claimable packet with its countdown. */
export type RedPacketView =
  | { kind: 'none' }
  | {
      kind: 'claimable';
      /** The round to claim (contract RedPacketState CHOICE). */
      redNumber: string;
      /** Epoch ms (lib/clock) when the round closes. */
      deadline: number;
      /** Milliseconds left at the last tick (never below 0). */
      left: number;
    };

export type RedPacketLoaders = {
  /** GET redPacket/status (spec 3: claimable, countdown in ms, CHOICE redNumber). */
  status: () => Promise<RedPacketState>;
  /** GET redPacket/claimed: whether this player already took the current round. */
  claimed: () => Promise<boolean>;
};

/**
 * Silent: a failure hides the packet and says nothing (the player did not ask for it; the next
 * route change or return to the page tries again).
 */
const apiLoaders: RedPacketLoaders = {
  status: () => getRedPacketStatus(undefined, { silent: true }),
  claimed: async () => (await getRedPacketClaimed(undefined, { silent: true })) === true,
};

/** Where the player is: only a logged-in player on an allowed page has a packet (spec 4, 6). */
export type FollowerPlace = { path: string; loggedIn: boolean };

export type RedPacketFollower = {
  /** The view now. */
  view: () => RedPacketView;
  /** Calls `listener` on every change of the view; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /**
   * The player's place changed (a route change, a login or a logout). Spec 4: every change of
   * route re-fetches, except to /deposit, /withdraw and /promotion (hidden, no call); a visitor
   * gets no call and no packet (spec 6). The same place again does nothing.
   */
  follow: (place: FollowerPlace) => void;
  /** Reads status (and the claimed check) again now, when the place allows it. */
  refresh: () => void;
  /** The player just claimed `redNumber`: hide it now, and let the claimed check confirm. */
  claimed: (redNumber: string) => void;
  /** Stops every timer and listener; later answers are dropped. */
  dispose: () => void;
};

const NONE: RedPacketView = { kind: 'none' };
const SECOND = 1000;
/** setTimeout's largest delay (about 24.8 days); a longer wait is done in steps. */
const MAX_DELAY = 2_147_483_647;

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Milliseconds until the shown second changes (floored display: 00:00:05 holds 5999..5000). */
function nextTickIn(left: number): number {
  return left < SECOND ? left : (left % SECOND) + 1;
}

/**
 * The spec 4 red-packet controller:
 *
 * - status first; the claimed check only when the status says claimable;
 * - shows only when claimable, not claimed, the countdown not over, on an allowed page, for a
 *   logged-in player;
 * - the countdown ticks each second from the server's milliseconds, read against lib/clock when
 *   the answer arrived; at zero the status is read again (also when not shown: a waiting round
 *   opens then);
 * - while the page is hidden nothing ticks; on becoming visible it re-fetches;
 * - a route change re-fetches (keeping the packet on screen meanwhile, no flicker), except on
 *   the three hidden pages;
 * - an answer that arrives after a newer question (or after logout) is dropped.
 */
export function createRedPacketFollower(loaders: RedPacketLoaders = apiLoaders): RedPacketFollower {
  let current: RedPacketView = NONE;
  let place: FollowerPlace | null = null;
  /** When the server's state changes next (epoch ms), or null when unknown. */
  let deadline: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every question and every stop: an answer of an older one is dropped. */
  let generation = 0;
  let disposed = false;
  const listeners = new Set<() => void>();

  const active = () =>
    !disposed && place !== null && place.loggedIn && redPacketAllowedOn(place.path);

  const set = (next: RedPacketView) => {
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };

  const clearTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const stop = () => {
    generation += 1;
    clearTimer();
    deadline = null;
    set(NONE);
  };

  /** Plans the next tick (shown) or the re-fetch at zero (not shown). */
  const schedule = () => {
    clearTimer();
    if (deadline === null || pageHidden() || !active()) return;
    const left = deadline - now();
    if (left <= 0) {
      refresh();
      return;
    }
    if (current.kind === 'claimable') {
      // A clock that stood still (Storybook's pinned clock) waits a full second, never spins.
      const stalled = current.left === left;
      if (!stalled) set({ ...current, left });
      timer = setTimeout(schedule, stalled ? SECOND : nextTickIn(left));
    } else {
      timer = setTimeout(schedule, Math.min(left, MAX_DELAY));
    }
  };

  const refresh = () => {
    if (!active() || pageHidden()) return;
    generation += 1;
    const asked = generation;
    clearTimer();
    void (async () => {
      try {
        const state = await loaders.status();
        if (asked !== generation) return;
        // A countdown already over gives no deadline: re-fetching at once would loop on a server
        // that keeps answering 0; the next route change or return to the page asks again.
        const until = state.countdown > 0 ? now() + state.countdown : null;
        const open = state.claimable && until !== null;
        const taken = open ? await loaders.claimed() : false;
        if (asked !== generation) return;
        deadline = until;
        set(
          open && !taken && until !== null
            ? {
                kind: 'claimable',
                redNumber: state.redNumber,
                deadline: until,
                left: until - now(),
              }
            : NONE,
        );
        schedule();
      } catch {
        // Silent by design (apiLoaders): hidden until the next route change or visibility.
        if (asked !== generation) return;
        deadline = null;
        set(NONE);
      }
    })();
  };

  const onVisibility = () => {
    if (pageHidden()) clearTimer();
    else refresh();
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibility);
  }

  return {
    view: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    follow: (next) => {
      if (place && place.path === next.path && place.loggedIn === next.loggedIn) return;
      place = { ...next };
      if (active()) refresh();
      else stop();
    },
    refresh,
    claimed: (redNumber) => {
      if (current.kind === 'claimable' && current.redNumber === redNumber) {
        deadline = null;
        clearTimer();
        set(NONE);
      }
      refresh();
    },
    dispose: () => {
      disposed = true;
      stop();
      listeners.clear();
      if (typeof document !== 'undefined') {
        document.removeEventListener('visibilitychange', onVisibility);
      }
    },
  };
}

/**
 * Claims the round `redNumber` (POST redPacket/claim), a money action (spec 6, 7): a double tap
 * or a retry sends it once per round (`claimOnce`: `moneyAction` with an Idempotency-Key), then
 * the wallet and the reminder badge refresh. A refusal rejects with the ApiError, no toast: the
 * result sheet explains it in place.
 */
export function claimFollowingPacket(redNumber: string): Promise<ClaimResult> {
  return claimOnce(`claim:redPacket:${redNumber}`, (idempotencyKey) =>
    claimRedPacket({ redNumber }, { idempotencyKey, silent: true }),
  );
}

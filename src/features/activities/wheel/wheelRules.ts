import type { BigWheelPeriod, LuckyWheel, WheelPrize } from '../../../api/contract';

/*
 * The rules of activity type 8's wheels (spec 7 "lucky turntable", "big wheel day and month"):
 * which wheel, where a spin lands, what a player may do now. Pure: the view and the tests read
 * them.
 */

/** The three wheels of the page: the lucky turntable and the day and month big wheels. */
export type WheelKind = 'turntable' | BigWheelPeriod;

export const WHEEL_KINDS: readonly WheelKind[] = ['turntable', 'day', 'month'];

/** One full turn, in degrees. */
const TURN = 360;
/** CHOICE: whole turns a spin makes before it settles (about 4 s at the ease-out below). */
export const SPIN_TURNS = 5;
/** CHOICE: the spin's length; transform-only, on the compositor. */
export const SPIN_MS = 4000;
/** A fast start and a long settle: the wheel slows down onto the prize. */
export const SPIN_EASING = 'cubic-bezier(0.12, 0.6, 0.1, 1)';

/** Spec 9: a second touch within 300 ms of a tap is blocked (a double tap spins once). */
export const DOUBLE_TAP_MS = 300;

/** Whether a tap at `at` (ms, a monotonic clock) comes too soon after the last one. */
export const isDoubleTap = (at: number, lastTap: number) => at - lastTap < DOUBLE_TAP_MS;

/** The angle each of `count` segments spans. */
export const segmentAngle = (count: number) => TURN / count;

/**
 * The wheel's rotation (degrees, clockwise) that brings the middle of segment `index` under the
 * pointer at 12 o'clock, at least `turns` whole turns past `from` (the rotation it rests at).
 * Segments are laid clockwise from 12 o'clock (contract LuckyWheel), so segment i's middle sits
 * at (i + 0.5) × segment; turning the wheel by -that brings it to the top.
 */
export function landingAngle(from: number, index: number, count: number, turns = SPIN_TURNS) {
  const seg = segmentAngle(count);
  const target = (((-(index + 0.5) * seg) % TURN) + TURN) % TURN;
  const base = Math.ceil(from / TURN) * TURN + turns * TURN;
  return base + target;
}

/** The segment under the pointer when the wheel rests at `angle` degrees (the inverse). */
export function segmentAt(angle: number, count: number): number {
  const seg = segmentAngle(count);
  const atPointer = (((-angle % TURN) + TURN) % TURN) + 1e-9;
  return Math.floor(atPointer / seg) % count;
}

/** The rotation of a wheel at rest showing segment `index` (no turns): the end state at once. */
export const restingAngle = (index: number, count: number) => landingAngle(0, index, count, 0);

/** The odds as the table shows them: the chances with up to 2 decimals (the server's values). */
export function oddsTotal(prizes: readonly WheelPrize[]): number {
  return Math.round(prizes.reduce((sum, p) => sum + p.chance, 0) * 100) / 100;
}

/** What a player can do with a wheel now. */
export type WheelPhase =
  /** Not logged in: the spin button opens the register pop-up (spec 6). */
  | 'visitor'
  /** The activity's period is over: no spin. */
  | 'expired'
  /** No prizes configured: nothing to spin. */
  | 'empty'
  /** Spins left: the button spins. */
  | 'ready'
  /** No spin left this round: the countdown to the next one. */
  | 'noSpins';

export function wheelPhase(
  wheel: Pick<LuckyWheel, 'prizes' | 'spinsLeft'>,
  loggedIn: boolean,
  activityEnd: number,
  at: number,
): WheelPhase {
  if (at > activityEnd) return 'expired';
  if (wheel.prizes.length === 0) return 'empty';
  if (!loggedIn) return 'visitor';
  return wheel.spinsLeft > 0 ? 'ready' : 'noSpins';
}

/**
 * The money action's intent of a spin (src/api/idempotency.ts): one per wheel and per spin
 * count, so a double tap or a retry of the same spin is sent once, and the next spin (one fewer
 * left) is a new intent.
 */
export const spinIntent = (kind: WheelKind, spinsLeft: number) => `wheel:${kind}:${spinsLeft}`;

import { proxy, useSnapshot } from 'valtio';
import type { LiveSocketStatus, TimerFunctions } from '../live/socket';
import { now } from '../lib/clock';
import { sessionScoped } from './session';

export type LiveState = {
  /** The live socket's status (live/socket.ts); 'idle' while no connection was asked for. */
  status: LiveSocketStatus;
  /**
   * Spec 4/9: the red packet shakes for 6 s after socket message 1016. Epoch ms (lib/clock) when
   * the shake ends, or null when it is not shaking; cleared by a timer when the time is up.
   */
  redPacketShakeUntil: number | null;
};

const initialState = (): LiveState => ({ status: 'idle', redPacketShakeUntil: null });

/** What the live socket tells the rest of the app, beyond the wallet and platform stores. */
export const liveState = proxy<LiveState>(initialState());

const globalTimers: TimerFunctions = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let shakeTimer: { timers: TimerFunctions; handle: unknown } | null = null;

function clearShakeTimer(): void {
  if (shakeTimer) shakeTimer.timers.clearTimeout(shakeTimer.handle);
  shakeTimer = null;
}

export function setLiveStatus(status: LiveSocketStatus): void {
  liveState.status = status;
}

/**
 * Starts the red-packet shake for `durationMs` (spec 4/9: 6000 after message 1016). A new 1016
 * during a shake starts the full duration again. `timers` is for tests.
 */
export function startRedPacketShake(durationMs: number, timers: TimerFunctions = globalTimers) {
  clearShakeTimer();
  liveState.redPacketShakeUntil = now() + durationMs;
  const handle = timers.setTimeout(() => {
    shakeTimer = null;
    liveState.redPacketShakeUntil = null;
  }, durationMs);
  shakeTimer = { timers, handle };
}

/** Ends the shake at once (the player opened the red packet, or the connection stopped). */
export function stopRedPacketShake(): void {
  clearShakeTimer();
  liveState.redPacketShakeUntil = null;
}

/** Whether the red packet is shaking now; re-renders when it starts and stops. */
export function useRedPacketShaking(): boolean {
  return useSnapshot(liveState).redPacketShakeUntil !== null;
}

/** Snapshot of the live store for rendering. */
export function useLive() {
  return useSnapshot(liveState);
}

sessionScoped(() => {
  clearShakeTimer();
  Object.assign(liveState, initialState());
});

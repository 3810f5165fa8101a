import { useEffect, useReducer } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { now } from '../../lib/clock';
import { registerStore } from '../../state/reset';
import { cooldownSecondsLeft, msUntilNextSecond } from './smsCooldown';

/**
 * The purpose of a verification SMS, sent as `smsCode` (spec 7 sendMessage), or as the {type} of
 * the logged-in GET sendMessage/{type}. CHOICE: '1' register, '2' password reset, '3' password
 * change, '4' phone check (/codeauth); the contract leaves the values open.
 */
export const SmsPurpose = {
  register: '1',
  resetPassword: '2',
  changePassword: '3',
  verifyPhone: '4',
} as const;
export type SmsPurposeCode = (typeof SmsPurpose)[keyof typeof SmsPurpose];

/**
 * When the last code was sent to each phone (national digits -> epoch ms). Kept outside the
 * forms, so closing the pop-up or moving to the reset screen does not restart the cooldown the
 * backend still enforces. In memory only; part of the global reset.
 */
const smsState = proxy<{ sentAt: Record<string, number> }>({ sentAt: {} });

registerStore(() => {
  smsState.sentAt = {};
});

/** Records a successful send to `account`: its 60 s cooldown starts now. */
export function markSmsSent(account: string): void {
  smsState.sentAt[account] = now();
}

/**
 * Seconds before another code may be sent to `account` (0 when allowed). Re-renders when the
 * shown number changes; computed from the wall clock (lib/clock), so under Storybook's pinned
 * clock it holds still until a play function advances it.
 */
export function useSmsCooldown(account: string): number {
  const { sentAt } = useSnapshot(smsState);
  const sent = account ? sentAt[account] : undefined;
  const [ticks, tick] = useReducer((count: number) => count + 1, 0);
  const seconds = cooldownSecondsLeft(sent, now());

  useEffect(() => {
    if (sent === undefined || seconds <= 0) return;
    const timer = setTimeout(tick, msUntilNextSecond(sent, now()));
    return () => clearTimeout(timer);
  }, [sent, seconds, ticks]);

  return seconds;
}

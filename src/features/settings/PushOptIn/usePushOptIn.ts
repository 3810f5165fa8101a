import { useCallback, useEffect, useRef, useState } from 'react';
import { getWebPushConfig, subscribeWebPush, unsubscribeWebPush } from '../../../api/pwa';
import type { PushAdapter } from '../../../pwa/push/pushAdapter';
import {
  optIn,
  optOut,
  readPushStatus,
  type PushOperator,
  type PushStatus,
} from '../../../pwa/push/pushOptIn';

/** The operator through src/api/pwa.ts; failures are shown in place, never as a toast. */
export const apiPushOperator: PushOperator = {
  config: () => getWebPushConfig(undefined, { silent: true }),
  subscribe: (body) => subscribeWebPush(body, { silent: true }),
  unsubscribe: (body) => unsubscribeWebPush(body, { silent: true }),
};

export type PushOptInState = {
  status: PushStatus;
  /** What the switch shows: on while subscribed, or while a failed opt-out left it on. */
  checked: boolean;
  /** What failed last (`failed` only): the retry repeats it. */
  failedIntent: 'on' | 'off';
  /** The switch's tap: opt in from off, opt out from on; ignored while busy or blocked. */
  toggle: () => void;
  retry: () => void;
};

/**
 * The push opt-in's state. Opening the page only reads what the browser holds (no prompt, no call);
 * the permission prompt and the operator calls happen only from `toggle`/`retry`, i.e. a player's
 * tap. One attempt at a time: taps while one runs are ignored.
 */
export function usePushOptIn(adapter: PushAdapter, operator: PushOperator): PushOptInState {
  const [status, setStatus] = useState<PushStatus>('checking');
  const [failedIntent, setFailedIntent] = useState<'on' | 'off'>('on');
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    void readPushStatus(adapter).then((read) => {
      if (mounted.current) setStatus(read);
    });
    return () => {
      mounted.current = false;
    };
  }, [adapter]);

  const run = useCallback(
    async (intent: 'on' | 'off') => {
      if (busy.current) return;
      busy.current = true;
      setStatus(intent === 'on' ? 'subscribing' : 'unsubscribing');
      try {
        const next =
          intent === 'on' ? await optIn(adapter, operator) : await optOut(adapter, operator);
        if (mounted.current) setStatus(next);
      } catch {
        if (mounted.current) {
          setFailedIntent(intent);
          setStatus('failed');
        }
      } finally {
        busy.current = false;
      }
    },
    [adapter, operator],
  );

  const toggle = useCallback(() => {
    if (status === 'off') void run('on');
    else if (status === 'on') void run('off');
    else if (status === 'failed') void run(failedIntent === 'on' ? 'on' : 'off');
  }, [status, failedIntent, run]);

  const retry = useCallback(() => void run(failedIntent), [failedIntent, run]);

  const checked =
    status === 'on' ||
    status === 'unsubscribing' ||
    (status === 'failed' && failedIntent === 'off');
  return { status, checked, failedIntent, toggle, retry };
}

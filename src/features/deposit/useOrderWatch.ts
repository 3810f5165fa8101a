import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { subscribe } from 'valtio';
import { getDepositOrder } from '../../api/cashier';
import { RechargeStatus, type DepositOrder } from '../../api/contract';
import { now } from '../../lib/clock';
import { walletState } from '../../state/wallet';
import type { OrderPhase } from './orders';

/**
 * CHOICE: how often an unpaid order is read again while its payment view is open and visible.
 * The socket's balance message (2001) usually says it first; this is the fallback for a socket
 * that is down or a payment credited in another currency wallet.
 */
export const ORDER_POLL_MS = 3000;

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

const balanceOf = (currency: string) =>
  walletState.entries.find((entry) => entry.currency === currency)?.availableBalance;

export type OrderWatch = {
  /** The order as last read (its status changes when the payment lands). */
  order: DepositOrder;
  phase: OrderPhase;
  /** The countdown reached the server's expiry: stop watching (after one last read). */
  expire: () => void;
};

/**
 * Watches an unpaid deposit order until it is paid, fails or expires:
 *
 * - the live socket's balance message for the order's currency (2001, which live/ applies to
 *   the wallet store) makes it read the order at once (GET recharge/v1/detail/{orderNo});
 * - as a fallback it reads the order every ORDER_POLL_MS while the page is visible: the polling
 *   stops while the page is hidden and reads at once when it is visible again;
 * - it stops for good once the order is paid, failed or expired (one last read at the expiry,
 *   so a payment confirmed in the last seconds is not shown as expired).
 *
 * `onPaid` is called once, when the order is first seen paid. A failed read is simply tried
 * again on the next tick (silent: no toast every 3 s on a bad connection).
 */
export function useOrderWatch(
  initial: DepositOrder,
  onPaid: (order: DepositOrder) => void,
): OrderWatch {
  const [order, setOrder] = useState(initial);
  const [expired, setExpired] = useState(() => initial.expireTime <= now());
  const settled = order.status === RechargeStatus.success || order.status === RechargeStatus.fail;
  const phase: OrderPhase =
    order.status === RechargeStatus.success
      ? 'paid'
      : order.status === RechargeStatus.fail
        ? 'failed'
        : expired
          ? 'expired'
          : 'waiting';
  const { orderNo, currency } = initial;
  const reading = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const read = useCallback(async () => {
    if (reading.current) return;
    reading.current = true;
    try {
      const latest = await getDepositOrder({ orderNo }, { silent: true });
      if (alive.current && latest.orderNo === orderNo) setOrder(latest);
    } catch {
      // The next tick (or balance message) reads it again.
    } finally {
      reading.current = false;
    }
  }, [orderNo]);

  useEffect(() => {
    if (settled || expired) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const schedule = () => {
      stop();
      if (isHidden()) return;
      timer = setTimeout(() => {
        void read();
        schedule();
      }, ORDER_POLL_MS);
    };
    const onVisibility = () => {
      if (isHidden()) {
        stop();
        return;
      }
      void read();
      schedule();
    };
    let lastBalance = balanceOf(currency);
    const unsubscribe = subscribe(walletState, () => {
      const balance = balanceOf(currency);
      if (balance === lastBalance) return;
      lastBalance = balance;
      void read();
    });
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [settled, expired, currency, read]);

  const firePaid = useEffectEvent((paid: DepositOrder) => onPaid(paid));
  const announced = useRef(false);
  useEffect(() => {
    if (phase !== 'paid' || announced.current) return;
    announced.current = true;
    firePaid(order);
  }, [phase, order]);

  const expire = useCallback(() => {
    setExpired(true);
    void read();
  }, [read]);

  return { order, phase, expire };
}

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { getActivities } from '../../api/activity';
import { getFirstPayActivity, getFourPayActivity } from '../../api/activities';
import { getChannelConfig } from '../../api/content';
import type { ApiError } from '../../api/errors';
import { quietly } from '../../api/errors';
import type { GetCall } from '../../api/http';
import { getMemberInfo } from '../../api/session';
import { fetchForCurrentSession } from '../../api/useResource';
import { now } from '../../lib/clock';
import { loadCurrencyMap, usePlatform } from '../../state/platform';
import { sessionState, setUserInfo, useSession } from '../../state/session';
import { ACTIVITY_QUERY, FIRST_DEPOSIT } from '../activities';
import { firstPayOffer, type FirstPayOfferView } from './firstPay';
import { fourStepView, type FourStepView } from './fourStep';
import { depositMethods, type DepositMethod } from './methods';

/** The page shows what failed in place: none of its reads raises a toast (spec 8). */
const quiet = { silent: true };

/** Reads a GET call through SWR under its request path (HOUSE_STYLE), without a toast. */
function useQuietRead<A extends object | void, R>(call: GetCall<A, R>, args: A | null) {
  return useSWR<R, ApiError>(args === null ? null : call.key(args), () =>
    fetchForCurrentSession(() => call(args as A, quiet)),
  );
}

export type DepositSetup = {
  /**
   * `loading` until the channel's methods (and the currency map, for the amounts' decimals)
   * are known; `error` when the channel config failed; `empty` when it offers no method.
   */
  status: 'loading' | 'error' | 'empty' | 'ready';
  methods: DepositMethod[];
  /** The four-step card (spec 3, 4), null when hidden or while it loads or failed. */
  fourStep: FourStepView | null;
  /** The first-pay limited-time offer (type 7), null when there is none. */
  firstPay: FirstPayOfferView | null;
  error: ApiError | undefined;
  /** A retry of the channel config is in flight. */
  retrying: boolean;
  retry: () => void;
  /** After a paid deposit: the four-step card moves on, the first-pay offer goes. */
  refreshOffers: () => void;
};

/** How long the form waits for the offers above it once the methods are known. */
const OFFER_WAIT_MS = 1500;

/**
 * What the deposit page needs before the player picks an amount: the channel config's methods
 * (with limits and quick amounts, contract `PayMethodConfig`), the currency map (decimals of
 * each currency, spec 5), the four-step deposit activity (spec 3, 4) and the first-pay offer
 * (activity type 7, its limitTimeFirstPaySets and the player's registration time). Only the
 * methods are needed to deposit, but the form waits a moment for the offers so they do not push
 * it down later; offers that fail stay away.
 * `at` is the clock reading the offers are judged at (their countdowns re-render on end).
 */
export function useDepositSetup(at: number = now()): DepositSetup {
  const session = useSession();
  const { currencies } = usePlatform();
  const [mapTried, setMapTried] = useState(false);
  useEffect(() => {
    if (currencies !== null || mapTried) return;
    // loadCurrencyMap never rejects: without a map amounts keep 2 decimals (spec 5 default).
    void loadCurrencyMap().then(() => setMapTried(true));
  }, [currencies, mapTried]);

  const config = useQuietRead(getChannelConfig, undefined);
  const four = useQuietRead(getFourPayActivity, undefined);
  const activities = useQuietRead(getActivities, ACTIVITY_QUERY);
  const firstPayActivity = activities.data?.find((a) => a.type === FIRST_DEPOSIT.type);
  const firstPayDetail = useQuietRead(
    getFirstPayActivity,
    firstPayActivity ? { id: firstPayActivity.id } : null,
  );

  // The offer counts from the registration time: after a reload the session holds only the
  // token, so the user info is asked for when a type 7 activity is listed (as the floats do).
  const needsUser = session.token !== '' && session.user === null && firstPayActivity !== undefined;
  useEffect(() => {
    if (!needsUser) return;
    const token = sessionState.token;
    void quietly(getMemberInfo(undefined, quiet)).then((info) => {
      if (info && sessionState.token === token && !sessionState.user) setUserInfo(info);
    });
  }, [needsUser]);

  // The offers sit above the form: arriving after it, they pushed it 281 px down under the
  // player's thumb (a layout shift of 0.26 on every cold /deposit). The page waits for them, as
  // long as OFFER_WAIT_MS at most after the methods: later, they show when they arrive.
  const settled = (read: { data?: unknown; error?: unknown }) =>
    read.data !== undefined || read.error !== undefined;
  const offersSettled =
    settled(four) &&
    settled(activities) &&
    (firstPayActivity === undefined || (settled(firstPayDetail) && !needsUser));
  const [offersWaitOver, setOffersWaitOver] = useState(false);
  const methodsKnown = config.data !== undefined;
  useEffect(() => {
    if (!methodsKnown || offersWaitOver) return;
    const timer = setTimeout(() => setOffersWaitOver(true), OFFER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [methodsKnown, offersWaitOver]);

  const methods = depositMethods(config.data);
  let status: DepositSetup['status'];
  if (config.data === undefined) status = config.error ? 'error' : 'loading';
  else if (currencies === null && !mapTried) status = 'loading';
  else if (!offersSettled && !offersWaitOver) status = 'loading';
  else status = methods.length === 0 ? 'empty' : 'ready';

  const { mutate: mutateConfig } = config;
  const { mutate: mutateFour } = four;
  return {
    status,
    methods,
    fourStep: fourStepView(four.data, at),
    firstPay: firstPayOffer(
      firstPayDetail.data?.limitTimeFirstPaySets,
      session.user?.registerTime,
      session.user?.firstCharge,
      at,
    ),
    error: config.error,
    retrying: config.error !== undefined && config.isValidating,
    retry: () => void mutateConfig(),
    refreshOffers: () => void mutateFour(),
  };
}

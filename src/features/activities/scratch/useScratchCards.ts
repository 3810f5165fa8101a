import { useRef, useState } from 'react';
import useSWR from 'swr';
import type { ScratchCardDetails } from '../../../api/contract';
import {
  combineScratchCards,
  getScratchCardDetails,
  hangScratchCard,
  withdrawScratchCard,
} from '../../../api/activities';
import { isApiError, type ApiError } from '../../../api/errors';
import { fetchForCurrentSession } from '../../../api/useResource';
import { t } from '../../../i18n/t';
import { claimOnce } from '../activityClaim';
import { refreshActivities } from '../activityRefresh';
import { WITHDRAW_INTENT } from './scratchRules';

export type ScratchAction = 'scratch' | 'combine' | 'withdraw';

/** The last thing the player did and how it ended (said in place by the view). */
export type ScratchOutcome =
  | { kind: 'none' }
  | { kind: 'scratched'; cardId: number; amount: number | null }
  | { kind: 'combined' }
  | { kind: 'withdrawn'; amount: number }
  | { kind: 'refused'; action: ScratchAction; message: string };

export type ScratchCards = {
  status: 'loading' | 'error' | 'ready';
  data: ScratchCardDetails | undefined;
  error: ApiError | undefined;
  /** A retry is in flight. */
  retrying: boolean;
  retry: () => void;
  /** The action in flight: which one, and for a scratch which card. */
  pending: { action: ScratchAction; cardId?: number } | null;
  outcome: ScratchOutcome;
  scratch: (cardId: number) => void;
  combine: () => void;
  withdraw: () => void;
};

const refusal = (error: unknown, action: ScratchAction): ScratchOutcome => ({
  kind: 'refused',
  action,
  // The server's message when it refused (spec 8), else a plain pt-BR fallback.
  message: isApiError(error) && error.message ? error.message : t(`scratch.refused.${action}`),
});

/**
 * The player's scratch cards (GET scratchCard/details) and the three things they can do with
 * them: scratch one (hang), combine the hidden ones, withdraw the revealed prizes (a money
 * action through `claimOnce`: one request per intent however many taps; the wallet and the
 * reminder badge are refreshed). One action at a time; every answer, refusals included, reads
 * the cards again so the page never shows a state the server no longer has.
 *
 * The SWR key is the request path plus who asks, so a visitor's answer is never shown to the
 * player who has just logged in.
 */
export function useScratchCards(loggedIn: boolean): ScratchCards {
  const key = [getScratchCardDetails.key(), loggedIn ? 'player' : 'visitor'] as const;
  const { data, error, isValidating, mutate } = useSWR<ScratchCardDetails, ApiError>(
    key,
    () => fetchForCurrentSession(() => getScratchCardDetails(undefined, { silent: true })),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const [pending, setPending] = useState<ScratchCards['pending']>(null);
  const [outcome, setOutcome] = useState<ScratchOutcome>({ kind: 'none' });
  // A second tap in the same frame must not start a second action (the state is not read yet).
  const busy = useRef(false);

  function run<R>(
    action: ScratchAction,
    send: () => Promise<R>,
    done: (result: R) => ScratchOutcome,
    cardId?: number,
  ) {
    if (busy.current) return;
    busy.current = true;
    setPending(cardId === undefined ? { action } : { action, cardId });
    send()
      .then(
        (result) => {
          setOutcome(done(result));
        },
        (failure: unknown) => {
          setOutcome(refusal(failure, action));
          void mutate();
        },
      )
      .finally(() => {
        busy.current = false;
        setPending(null);
      });
  }

  return {
    status: data !== undefined ? 'ready' : error ? 'error' : 'loading',
    data,
    error,
    retrying: data === undefined && error !== undefined && isValidating,
    retry: () => void mutate(),
    pending,
    outcome,
    scratch: (cardId) =>
      run(
        'scratch',
        async () => {
          const next = await hangScratchCard({ cardId }, { silent: true });
          await mutate(next, { revalidate: false });
          return next;
        },
        (next) => ({
          kind: 'scratched',
          cardId,
          amount: next.cards.find((card) => card.id === cardId)?.prizeAmount ?? null,
        }),
        cardId,
      ),
    combine: () =>
      run(
        'combine',
        async () => {
          const next = await combineScratchCards({}, { silent: true });
          await mutate(next, { revalidate: false });
          return next;
        },
        () => ({ kind: 'combined' }),
      ),
    withdraw: () =>
      run(
        'withdraw',
        async () => {
          const result = await claimOnce(WITHDRAW_INTENT, (idempotencyKey) =>
            withdrawScratchCard({}, { idempotencyKey, silent: true }),
          );
          refreshActivities();
          // The prize is in the wallet: a failed re-read must not read as a failed withdraw.
          await mutate().catch(() => undefined);
          return result;
        },
        (result) => ({ kind: 'withdrawn', amount: result.amount }),
      ),
  };
}

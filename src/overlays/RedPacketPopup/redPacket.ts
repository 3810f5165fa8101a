import { checkRedEnvelope, getRedEnvelope, openRedEnvelope } from '../../api/activities';
import type { ClaimResult, RedEnvelopeDetail } from '../../api/contract';
import { now } from '../../lib/clock';
import {
  claimOnce,
  usePopupDetail,
  type PopupDetail,
} from '../../features/activities/activityClaim';

/**
 * Where the round is (contract RedEnvelopeDetail `redEnvelopesStatus`): `notStarted` (0),
 * `open` (1, and the player has not opened it), `opened` (2, or 1 but the check says this
 * player already took it), `ended` (3 or anything unknown).
 */
export type EnvelopePhase = 'notStarted' | 'open' | 'opened' | 'ended';

/**
 * Spec 4: a packet is claimable only while it is claimable AND the player has not claimed it
 * yet (the claimed check, GET redEnvelope/check).
 */
export function envelopePhase(
  envelope: Pick<RedEnvelopeDetail, 'redEnvelopesStatus'>,
  canOpen: boolean,
): EnvelopePhase {
  switch (envelope.redEnvelopesStatus) {
    case 0:
      return 'notStarted';
    case 1:
      return canOpen ? 'open' : 'opened';
    case 2:
      return 'opened';
    default:
      return 'ended';
  }
}

/**
 * The envelope, whether this player may still open it, and when its countDown (spec 3,
 * milliseconds) runs out, read when it arrived.
 */
export type TimedEnvelope = { envelope: RedEnvelopeDetail; canOpen: boolean; deadline: number };

/** Detail first; the claimed check only when the round is claimable (status 1). */
export async function loadEnvelope(): Promise<TimedEnvelope> {
  const envelope = await getRedEnvelope(undefined, { silent: true });
  const canOpen =
    envelope.redEnvelopesStatus === 1 &&
    (await checkRedEnvelope(undefined, { silent: true })) === true;
  return { envelope, canOpen, deadline: now() + envelope.countDown };
}

/** The red envelope of the type 4 pop-up; `enabled` false skips the calls. */
export function useRedEnvelope(enabled: boolean): PopupDetail<TimedEnvelope> {
  // The request path plus what this cache entry holds (the answer with its deadline), so a
  // plain read of the same path elsewhere never gets this shape.
  return usePopupDetail(enabled ? [getRedEnvelope.key(), 'popup'] : null, loadEnvelope);
}

/**
 * Opens the round's envelope (POST redEnvelope/open with its redNumber), a money action: a
 * double tap or a retry sends it once per round (`moneyAction`, with its Idempotency-Key). On
 * success the wallet and the activity reminder count are refreshed. A refusal rejects with the
 * ApiError and shows no toast: the pop-up shows the server's message in place.
 */
export function openEnvelope(redNumber: string): Promise<ClaimResult> {
  return claimOnce(`claim:redEnvelope:${redNumber}`, (idempotencyKey) =>
    openRedEnvelope({ redNumber }, { idempotencyKey, silent: true }),
  );
}

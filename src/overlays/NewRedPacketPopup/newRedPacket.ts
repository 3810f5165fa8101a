import { getNewRedPacket, receiveNewRedPacket } from '../../api/activities';
import type { ClaimResult, NewRedPacket } from '../../api/contract';
import { now } from '../../lib/clock';
import {
  claimOnce,
  usePopupDetail,
  type PopupDetail,
} from '../../features/activities/activityClaim';

/**
 * Where the packet is (contract NewRedPacketDetail): `waiting` until it opens, `open` while it
 * can be received, `received` once this player took it.
 */
export type PacketPhase = 'waiting' | 'open' | 'received';

export function packetPhase(packet: Pick<NewRedPacket, 'redEnvelopesStatus'>): PacketPhase {
  switch (packet.redEnvelopesStatus) {
    case 1:
      return 'open';
    case 2:
      return 'received';
    default:
      return 'waiting';
  }
}

/** The packet and when its countDown (spec 3, milliseconds) runs out, read when it arrived. */
export type TimedPacket = { packet: NewRedPacket; deadline: number };

async function loadPacket(): Promise<TimedPacket> {
  const packet = await getNewRedPacket(undefined, { silent: true });
  return { packet, deadline: now() + packet.countDown };
}

/** The new red packet (GET newRedPacket/detail); `enabled` false skips the call. */
export function useNewRedPacket(enabled: boolean): PopupDetail<TimedPacket> {
  // The request path plus what this cache entry holds (the answer with its deadline), so a
  // plain read of the same path elsewhere never gets this shape.
  return usePopupDetail(enabled ? [getNewRedPacket.key(), 'popup'] : null, loadPacket);
}

/**
 * Receives the open packet (POST newRedPacket/receive with its redNumber), a money action: a
 * double tap or a retry sends it once per packet (`moneyAction`, with its Idempotency-Key). On
 * success the wallet and the activity reminder count are refreshed. A refusal rejects with the
 * ApiError and shows no toast: the pop-up shows the server's message in place.
 */
export function receivePacket(redNumber: string): Promise<ClaimResult> {
  return claimOnce(`claim:newRedPacket:${redNumber}`, (idempotencyKey) =>
    receiveNewRedPacket({ redNumber }, { idempotencyKey, silent: true }),
  );
}

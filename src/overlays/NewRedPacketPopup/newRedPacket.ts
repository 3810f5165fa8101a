import useSWR from 'swr';
import { getNewRedPacket, receiveNewRedPacket } from '../../api/activity';
import type { ClaimResult, NewRedPacket } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { moneyAction } from '../../api/idempotency';
import { now } from '../../lib/clock';
import { loadParticipations } from '../../state/activity';
import { refreshWallet } from '../../state/wallet';

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

export type NewRedPacketDetail = {
  status: 'loading' | 'error' | 'ready';
  data: TimedPacket | undefined;
  error: ApiError | undefined;
  validating: boolean;
  /** Fetches the packet again: retry, after a claim, and when its countdown ends (spec 4). */
  refresh: () => Promise<unknown>;
};

// Failures show in place with their own retry: no toast on top (spec 8).
const quiet = () => undefined;

async function loadPacket(): Promise<TimedPacket> {
  const packet = await getNewRedPacket(undefined, { onFailure: quiet });
  return { packet, deadline: now() + packet.countDown };
}

/** The new red packet (GET newRedPacket/detail); `enabled` false skips the call. */
export function useNewRedPacket(enabled: boolean): NewRedPacketDetail {
  const { data, error, isValidating, mutate } = useSWR<TimedPacket, ApiError>(
    // The request path plus what this cache entry holds (the answer with its deadline), so
    // a plain read of the same path elsewhere never gets this shape.
    enabled ? [getNewRedPacket.key(), 'popup'] : null,
    loadPacket,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    status: data !== undefined ? 'ready' : error ? 'error' : 'loading',
    data,
    error,
    validating: isValidating,
    refresh: () => mutate(),
  };
}

/**
 * Receives the open packet (POST newRedPacket/receive with its redNumber), a money action: a
 * double tap or a retry sends it once per packet (`moneyAction`, with its Idempotency-Key). On
 * success the wallet and the activity reminder count are refreshed. A refusal rejects with the
 * ApiError and shows no toast: the pop-up shows the server's message in place.
 */
export function receivePacket(redNumber: string): Promise<ClaimResult> {
  return moneyAction(`claim:newRedPacket:${redNumber}`, async (idempotencyKey) => {
    const result = await receiveNewRedPacket({ redNumber }, { idempotencyKey, onFailure: quiet });
    void refreshWallet();
    void loadParticipations();
    return result;
  });
}

/**
 * `Idempotency-Key` on money calls (contract.ts IDEMPOTENCY_HEADER, src/api/idempotency.ts): the
 * same key from the same player replays the first successful answer byte for byte, without
 * moving money again. While the first request is still being answered, a second one with the
 * key waits for it and gets the same answer. A refused request is not remembered (it moved no
 * money), so a retry with the same key is answered afresh. The same key on another route is a
 * conflict (2012).
 */
import { Code, Refuse } from './codes';
import { world } from './world';

/** An HTTP answer as sent: status and JSON body text. */
export type StoredAnswer = { status: number; body: string };

const inFlight = new Map<string, { route: string; answer: Promise<StoredAnswer> }>();

function conflict(): StoredAnswer {
  const { code, msg } = Refuse.idempotencyConflict;
  return { status: 200, body: JSON.stringify({ code, data: null, msg }) };
}

function succeeded(answer: StoredAnswer): boolean {
  if (answer.status !== 200) return false;
  try {
    return (JSON.parse(answer.body) as { code?: unknown }).code === Code.success;
  } catch {
    return false;
  }
}

/**
 * Runs `send` once per (player, key): `scope` is the player's userNo, `route` names the call
 * ('POST /api/recharge/v1/create'). Resolves with the answer and whether it was a replay.
 */
export async function idempotent(
  scope: string,
  key: string,
  route: string,
  send: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const id = `${scope}\u0000${key}`;
  const stored = world.idempotency.get(id);
  if (stored) {
    if (stored.route !== route) return { ...conflict(), replayed: false };
    return { status: stored.status, body: stored.body, replayed: true };
  }
  const running = inFlight.get(id);
  if (running) {
    if (running.route !== route) return { ...conflict(), replayed: false };
    return { ...(await running.answer), replayed: true };
  }
  const answer = send();
  inFlight.set(id, { route, answer });
  try {
    const result = await answer;
    if (succeeded(result)) world.idempotency.set(id, { route, ...result });
    return { ...result, replayed: false };
  } finally {
    inFlight.delete(id);
  }
}

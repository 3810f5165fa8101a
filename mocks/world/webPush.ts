import type { WebPushConfig, WebPushSubscribePayload } from '../../src/api/contract';
import { registerStore } from '../../src/state/reset';

/**
 * CHOICE: the demo platform's push config (webPushConfig getAppId, contract.ts WebPushConfig).
 * The key is the public half of a P-256 pair made for this mock (its private half was thrown
 * away: nothing here sends a push); the browser checks it is a valid point before subscribing.
 */
export const WEB_PUSH_CONFIG: WebPushConfig = {
  appId: 'vitrine-demo-push',
  vapidPublicKey:
    'BLiitOlQ0ZBVHVSjNrNBEW7LSzRMzKA4uAvY1LxxcnkKBP2ojDQ1J7Qddfbbq5pxwpct2aYY4pNbnMHG9U-yWrg',
};

/** A subscription the operator holds: whose, and what the browser handed over. */
export type StoredPushSubscription = WebPushSubscribePayload & { userNo: string; at: number };

/**
 * The operator's push subscriptions by endpoint (subscribe/unsubscribe handlers in
 * handlers/system.ts), for tests and e2e (`GET /__mock/webPush`). Not part of the persisted
 * world (persist.ts): the demo forgets them on reload, as a push-less demo can afford.
 */
export const pushSubscriptions = new Map<string, StoredPushSubscription>();

/** Every call the operator got, in order (e2e checks that none went out when denied). */
export const pushCalls: { kind: 'subscribe' | 'unsubscribe'; endpoint: string }[] = [];

/** Whether `value` is a subscribe body as contract.ts describes it. */
export function isSubscribeBody(value: unknown): value is WebPushSubscribePayload {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Partial<WebPushSubscribePayload>;
  return (
    typeof body.appId === 'string' &&
    typeof body.endpoint === 'string' &&
    /^https:\/\//.test(body.endpoint) &&
    typeof body.keys?.p256dh === 'string' &&
    body.keys.p256dh !== '' &&
    typeof body.keys.auth === 'string' &&
    body.keys.auth !== ''
  );
}

/** Back to no subscriptions: part of the world reset (stories, tests, `POST /__mock/reset`). */
export function resetPushSubscriptions(): void {
  pushSubscriptions.clear();
  pushCalls.length = 0;
}

registerStore(resetPushSubscriptions);

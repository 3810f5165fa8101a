import type {
  WebPushConfig,
  WebPushSubscribePayload,
  WebPushUnsubscribePayload,
} from '../../api/contract';
import { base64UrlToBytes, type PushAdapter } from './pushAdapter';

/**
 * What the push opt-in shows:
 * - `checking`: reading what the browser holds (no prompt, no call);
 * - `unsupported`: no Notification / service worker / PushManager here;
 * - `denied`: the browser blocks notifications for this site (only the player can undo it, in
 *   the browser's site settings: the app cannot ask again);
 * - `off`, `on`: not subscribed, subscribed (browser and operator);
 * - `subscribing`, `unsubscribing`: in progress;
 * - `failed`: the last attempt failed; a retry repeats it.
 */
export type PushStatus =
  'checking' | 'unsupported' | 'denied' | 'off' | 'subscribing' | 'on' | 'unsubscribing' | 'failed';

/** The operator's side (src/api/pwa.ts), passed in so tests can count the calls. */
export type PushOperator = {
  config(): Promise<WebPushConfig>;
  subscribe(body: WebPushSubscribePayload): Promise<unknown>;
  unsubscribe(body: WebPushUnsubscribePayload): Promise<unknown>;
};

/** The state on opening the page: read only, never a prompt (never on load). */
export async function readPushStatus(
  adapter: PushAdapter,
): Promise<'unsupported' | 'denied' | 'off' | 'on'> {
  if (!adapter.supported()) return 'unsupported';
  const permission = adapter.permission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  try {
    return (await adapter.current()) ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

/**
 * Opting in, from a player's tap only: the browser's permission prompt (skipped when granted
 * already), the operator's key (webPushConfig getAppId), the browser's subscription
 * (`userVisibleOnly`: every push shows a notification, as Chromium requires), then the
 * operator gets it. Resolves to the new state; rejects when a step failed, after undoing the
 * browser's subscription if the operator did not take it (no orphan the operator cannot reach).
 * A prompt closed without an answer leaves it `off`.
 */
export async function optIn(
  adapter: PushAdapter,
  operator: PushOperator,
): Promise<'on' | 'off' | 'denied'> {
  const permission =
    adapter.permission() === 'granted' ? 'granted' : await adapter.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const { appId, vapidPublicKey } = await operator.config();
  const subscription = await adapter.subscribe(base64UrlToBytes(vapidPublicKey));
  try {
    await operator.subscribe({ appId, ...subscription });
  } catch (error) {
    await adapter.unsubscribe().catch(() => null);
    throw error;
  }
  return 'on';
}

/**
 * Opting out: the operator forgets the subscription first, then the browser drops it. In that
 * order a failure leaves both still subscribed (the switch stays on, a retry repeats both);
 * the other way round the operator could keep an endpoint the player no longer wants.
 */
export async function optOut(adapter: PushAdapter, operator: PushOperator): Promise<'off'> {
  const current = await adapter.current();
  if (current) await operator.unsubscribe({ endpoint: current.endpoint });
  await adapter.unsubscribe();
  return 'off';
}

import type { PushAdapter, PushPermission, PushSubscriptionData } from '../push/pushAdapter';

export type FakePushOptions = {
  supported?: boolean;
  permission?: PushPermission;
  /** What the browser's prompt answers when asked. */
  answer?: PushPermission;
  /** Already subscribed in this browser. */
  subscribed?: boolean;
  /** `subscribe()` fails (no push service, as in headless Chromium). */
  subscribeFails?: boolean;
  /** `subscribe()` never settles (the progress state, for a story). */
  subscribeHangs?: boolean;
};

/** The subscription the fake browser makes: an https endpoint and key material (base64url). */
export const FAKE_SUBSCRIPTION: PushSubscriptionData = {
  endpoint: 'https://push.vitrine.example/send/fake-device-1',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/**
 * A browser without a push service, for stories and tests (the headless Chromium here has none
 * either): it records what the app asked (`calls`), and answers as `options` say. Not used by
 * the app itself.
 */
export function fakePushAdapter(options: FakePushOptions = {}): PushAdapter & {
  calls: string[];
  keys: Uint8Array[];
} {
  let permission: PushPermission = options.permission ?? 'default';
  let subscription: PushSubscriptionData | null = options.subscribed ? FAKE_SUBSCRIPTION : null;
  const calls: string[] = [];
  const keys: Uint8Array[] = [];
  return {
    calls,
    keys,
    supported: () => options.supported ?? true,
    permission: () => permission,
    async requestPermission() {
      calls.push('requestPermission');
      permission = options.answer ?? 'granted';
      return permission;
    },
    async current() {
      return subscription;
    },
    async subscribe(key) {
      calls.push('subscribe');
      keys.push(key);
      if (options.subscribeHangs) return new Promise<never>(() => {});
      if (options.subscribeFails)
        throw new DOMException('push service not available', 'AbortError');
      subscription = FAKE_SUBSCRIPTION;
      return subscription;
    },
    async unsubscribe() {
      calls.push('unsubscribe');
      const endpoint = subscription?.endpoint ?? null;
      subscription = null;
      return endpoint;
    },
  };
}

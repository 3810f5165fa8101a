/**
 * The browser's push parts (Notification, serviceWorker.ready, pushManager) behind one small
 * seam, so stories and tests drive every opt-in state without a push service. Headless Chromium, as
 * used by the story and e2e runs here, has no push service: a real `subscribe()` there fails, which
 * the opt-in shows as a failure with a retry.
 */

/** The subscription as the operator gets it (PushSubscription.toJSON()). */
export type PushSubscriptionData = {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
};

export type PushPermission = 'default' | 'granted' | 'denied';

export type PushAdapter = {
  /** Whether this browser can take push at all (Notification, service worker, PushManager). */
  supported(): boolean;
  permission(): PushPermission;
  /** The browser's permission prompt: call only from a player's tap. */
  requestPermission(): Promise<PushPermission>;
  /** The subscription this browser holds already, if any. */
  current(): Promise<PushSubscriptionData | null>;
  subscribe(applicationServerKey: Uint8Array<ArrayBuffer>): Promise<PushSubscriptionData>;
  /** Drops the browser's subscription; returns its endpoint (null when there was none). */
  unsubscribe(): Promise<string | null>;
};

/**
 * VAPID keys travel base64url (RFC 8292); `applicationServerKey` wants the raw bytes.
 * Throws on anything that is not base64url.
 */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) throw new Error('not base64url');
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toData(subscription: PushSubscription): PushSubscriptionData {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * How long to wait for a service worker before calling push unavailable: the worker registers
 * after first paint in the production build only (none in dev or the demo, whose MSW worker owns
 * the scope), and `serviceWorker.ready` never settles without one.
 */
export const WORKER_WAIT_MS = 10_000;

/**
 * How long the browser's push service may take to answer `subscribe()`: a browser whose push
 * service is unreachable (or missing, as in headless Chromium) may never answer, and the
 * player must not watch "Ativando…" forever.
 */
export const SUBSCRIBE_WAIT_MS = 20_000;

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  return within(navigator.serviceWorker.ready, WORKER_WAIT_MS, 'service worker');
}

/** The real browser. */
export function browserPushAdapter(): PushAdapter {
  return {
    supported: () =>
      typeof window !== 'undefined' &&
      'Notification' in window &&
      'serviceWorker' in navigator &&
      'PushManager' in window &&
      // iOS offers web push only to an app on the home screen (iOS 16.4+), where these exist.
      window.isSecureContext,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    async current() {
      const existing = await navigator.serviceWorker.getRegistration();
      const subscription = await existing?.pushManager.getSubscription();
      return subscription ? toData(subscription) : null;
    },
    async subscribe(applicationServerKey) {
      const worker = await registration();
      const subscription = await within(
        worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
        SUBSCRIBE_WAIT_MS,
        'push service',
      );
      return toData(subscription);
    },
    async unsubscribe() {
      const existing = await navigator.serviceWorker.getRegistration();
      const subscription = await existing?.pushManager.getSubscription();
      if (!subscription) return null;
      await subscription.unsubscribe();
      return subscription.endpoint;
    },
  };
}

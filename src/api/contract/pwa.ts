/*
 * The installable app (spec 7 System): the install banner's config, web push config,
 * subscription and the push message itself.
 * Part of the API contract; import it through src/api/contract.ts.
 */

/**
 * CHOICE: install info for the PWA banner (spec 2 global overlay "PWA install banner").
 * `installBanner` is the operator's switch for the banner (false: never offered); the banner
 * shows `name` and `iconUrl`.
 */
export type PwaInfo = {
  name: string;
  shortName: string;
  iconUrl: string;
  shortCode: string;
  installBanner: boolean;
};

/**
 * CHOICE: webPushConfig getAppId (spec 7 System) answers the operator's push app id and the
 * VAPID public key (base64url, uncompressed P-256 point, RFC 8292) that
 * `pushManager.subscribe({ applicationServerKey })` needs; the spec names the call only.
 */
export type WebPushConfig = { appId: string; vapidPublicKey: string };

/**
 * CHOICE: the body of POST /api/webPushConfig/v1/subscribe: the browser's PushSubscription as
 * its `toJSON()` gives it, plus the app id it was made for. Logged-in players only (the
 * operator sends to a member); sent again with the same endpoint it replaces the old one.
 */
export type WebPushSubscribePayload = {
  appId: string;
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
};

/** CHOICE: the body of POST /api/webPushConfig/v1/unsubscribe (opting out). */
export type WebPushUnsubscribePayload = { endpoint: string };

/**
 * CHOICE: the payload of a web-push message the operator sends, JSON. The service worker
 * (src/sw/sw.ts, rules in src/lib/serviceWorkerRules.ts) shows `title` (required, cut at 120
 * characters) and `body` (cut at 400); `icon` defaults to the app icon, a notification with the
 * same `tag` replaces the previous one. A tap opens `url` only when it is one of the app's own
 * routes on its own origin (e.g. `/promotion`, query kept); anything else opens `/`. A payload that
 * is not this shape still shows a notification with the brand name (browsers require one per push).
 */
export type PushMessage = {
  title: string;
  body: string;
  url?: string;
  icon?: string;
  tag?: string;
};

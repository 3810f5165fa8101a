import * as endpoints from './endpoints/pwa';
import type {
  PwaInfo,
  WebPushConfig,
  WebPushSubscribePayload,
  WebPushUnsubscribePayload,
} from './contract';
import { getter, sender } from './http';

/** Spec 7 System "pwaInfo config": the install banner's switch, name and icon (CHOICE). */
export const getPwaInfo = /* @__PURE__ */ getter<PwaInfo>(endpoints.pwaInfo);

/**
 * Spec 7 System "webPushConfig getAppId": the app id and the VAPID public key (CHOICE in
 * contract.ts). Asked only when a player taps the push opt-in, never on load.
 */
export const getWebPushConfig = /* @__PURE__ */ getter<WebPushConfig>(endpoints.webPushAppId);

/** CHOICE: hands the player's push subscription to the operator. */
export const subscribeWebPush = /* @__PURE__ */ sender<WebPushSubscribePayload, unknown>(
  endpoints.webPushSubscribe,
);

/** CHOICE: tells the operator to forget the subscription (opting out). */
export const unsubscribeWebPush = /* @__PURE__ */ sender<WebPushUnsubscribePayload, unknown>(
  endpoints.webPushUnsubscribe,
);

import type { EndpointDef, PwaInfo, WebPushConfig } from '../contract';
import { anything, bool, obj, str } from '../shape';

// Spec 7 System calls of the installable app: the pwaInfo config behind the install banner and the
// web push config, with the subscription calls of our CHOICE. Their own domain so that their code
// loads with the banner and the push opt-in only, never with the home.

export const pwaInfo = {
  method: 'GET',
  path: '/api/pwaInfo/v1/config',
  choice: true,
  reply: obj<PwaInfo>({
    name: str,
    shortName: str,
    iconUrl: str,
    shortCode: str,
    installBanner: bool,
  }),
} as const satisfies EndpointDef;

export const webPushAppId = {
  method: 'GET',
  path: '/api/webPushConfig/v1/getAppId',
  choice: true,
  reply: obj<WebPushConfig>({ appId: str, vapidPublicKey: str }),
} as const satisfies EndpointDef;

/** CHOICE: where a player's push subscription goes (spec 7 names none). */
export const webPushSubscribe = {
  method: 'POST',
  path: '/api/webPushConfig/v1/subscribe',
  choice: true,
  reply: anything,
} as const satisfies EndpointDef;

/** CHOICE: opting out of push: the operator forgets the subscription. */
export const webPushUnsubscribe = {
  method: 'POST',
  path: '/api/webPushConfig/v1/unsubscribe',
  choice: true,
  reply: anything,
} as const satisfies EndpointDef;

import * as endpoints from './endpoints/messages';
import {
  type MemberMessage,
  type MessageReadPayload,
  type MessageTemplate,
  type Page,
  type PageQuery,
} from './contract';
import { getter, sender, type CallOptions } from './http';

export const getSystemMessages = /* @__PURE__ */ getter<Page<MemberMessage>, PageQuery>(
  endpoints.systemMessagePage,
);

export const getPersonalMessages = /* @__PURE__ */ getter<Page<MemberMessage>, PageQuery>(
  endpoints.personalMessagePage,
);

const readSystem = /* @__PURE__ */ sender<MessageReadPayload, unknown>(endpoints.readSystemMessage);
const readPersonal = /* @__PURE__ */ sender<MessageReadPayload, unknown>(
  endpoints.readPersonalMessage,
);

/** Resolves with null once marked read: the reply carries nothing the app reads. */
export const readSystemMessage = (body: MessageReadPayload, options?: CallOptions) =>
  readSystem(body, options).then(() => null);

/** Resolves with null once marked read: the reply carries nothing the app reads. */
export const readPersonalMessage = (body: MessageReadPayload, options?: CallOptions) =>
  readPersonal(body, options).then(() => null);

/** CHOICE: the number of unread messages. */
export const getMessageNumber = /* @__PURE__ */ getter<number>(endpoints.messageNumber);

/** messageTemplate register_success_notice: the welcome on /notice (features/messages). */
export const getRegisterSuccessNotice = /* @__PURE__ */ getter<MessageTemplate>(
  endpoints.registerSuccessNotice,
);

import * as endpoints from './endpoints/messages';
import {
  type MemberMessage,
  type MessageReadPayload,
  type MessageTemplate,
  type Page,
  type PageQuery,
} from './contract';
import { getter, sender } from './http';

export const getSystemMessages = /* @__PURE__ */ getter<Page<MemberMessage>, PageQuery>(
  endpoints.systemMessagePage,
);

export const getPersonalMessages = /* @__PURE__ */ getter<Page<MemberMessage>, PageQuery>(
  endpoints.personalMessagePage,
);

export const readSystemMessage = /* @__PURE__ */ sender<MessageReadPayload, null>(
  endpoints.readSystemMessage,
);

export const readPersonalMessage = /* @__PURE__ */ sender<MessageReadPayload, null>(
  endpoints.readPersonalMessage,
);

/** CHOICE: the number of unread messages. */
export const getMessageNumber = /* @__PURE__ */ getter<number>(endpoints.messageNumber);

/** messageTemplate register_success_notice: the welcome on /notice (features/messages). */
export const getRegisterSuccessNotice = /* @__PURE__ */ getter<MessageTemplate>(
  endpoints.registerSuccessNotice,
);

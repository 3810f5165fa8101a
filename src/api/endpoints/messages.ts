import type { EndpointDef, MemberMessage, MessageTemplate } from '../contract';
import { anything, bool, num, obj, page, str } from '../shape';

// Spec 7 calls: the player's messages, the unread count and the register-success template (the
// unread check the home's bell reads is in content.ts, with the marquee). Data only: the mock
// world and tests read them through allEndpoints.ts; the app reads them through
// src/api/messages.ts.

const messagePage = page(
  obj<MemberMessage>({
    id: num,
    messageTemplateId: num,
    title: str,
    content: str,
    read: bool,
    createTime: num,
  }),
);

export const systemMessagePage = {
  method: 'GET',
  path: '/api/memberMessage/v1/system/page',
  choice: true,
  paged: true,
  reply: messagePage,
} as const satisfies EndpointDef;

export const personalMessagePage = {
  method: 'GET',
  path: '/api/memberMessage/v1/personal/page',
  choice: true,
  paged: true,
  reply: messagePage,
} as const satisfies EndpointDef;

export const readSystemMessage = {
  method: 'PUT',
  path: '/api/memberMessage/v1/system/read',
  choice: true,
  reply: anything,
} as const satisfies EndpointDef;

export const readPersonalMessage = {
  method: 'PUT',
  path: '/api/memberMessage/v1/personal/read',
  choice: true,
  reply: anything,
} as const satisfies EndpointDef;

export const messageNumber = {
  method: 'GET',
  path: '/api/memberMessage/v1/number',
  choice: true,
  reply: num,
} as const satisfies EndpointDef;

/** messageTemplate register_success_notice (spec 7 System): shown on /notice. */
export const registerSuccessNotice = {
  method: 'GET',
  path: '/api/messageTemplate/v1/register_success_notice',
  choice: true,
  reply: obj<MessageTemplate>({ title: str, content: str }),
} as const satisfies EndpointDef;

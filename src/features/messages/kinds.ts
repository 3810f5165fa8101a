import type { MemberMessage, MessageReadPayload, Page, PageQuery } from '../../api/contract';
import type { CallOptions, GetCall } from '../../api/http';
import {
  getPersonalMessages,
  getSystemMessages,
  readPersonalMessage,
  readSystemMessage,
} from '../../api/messages';

/** Spec 7: the two message lists, memberMessage system and personal. */
export type MessageKind = 'system' | 'personal';

export const MESSAGE_KINDS: readonly MessageKind[] = ['system', 'personal'];

type KindCalls = {
  /** The paged list (spec 7 paged lists: pageNum, pageSize). */
  page: GetCall<PageQuery, Page<MemberMessage>>;
  /** PUT {kind}/read with the message's messageTemplateId (spec 7). */
  read: (body: MessageReadPayload, options?: CallOptions) => Promise<null>;
};

export const messageCalls: Record<MessageKind, KindCalls> = {
  system: { page: getSystemMessages, read: readSystemMessage },
  personal: { page: getPersonalMessages, read: readPersonalMessage },
};

/** The `?tab=` of /notice: the personal list, else the system one (the default). */
export function parseMessageKind(search: string): MessageKind {
  return new URLSearchParams(search).get('tab') === 'personal' ? 'personal' : 'system';
}

/** The query of /notice for a tab: the default (system) keeps the address bare. */
export function messageKindSearch(kind: MessageKind): string {
  return kind === 'system' ? '' : `tab=${kind}`;
}

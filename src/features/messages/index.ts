// The public face of features/messages for other features and screens (eslint.config.js): the
// player's messages (spec 7 memberMessage system and personal), reading one, the unread count
// and the register-success notice. Nothing here is part of the home's first load: the bell's
// red dot on the home reads the unread check straight from the SWR cache (NoticeBar), which
// `useRefreshUnread` keeps up to date after a read.
export {
  MESSAGE_KINDS,
  messageCalls,
  messageKindSearch,
  parseMessageKind,
  type MessageKind,
} from './kinds';
export { messageExcerpt } from './messageText';
export { MessageRow } from './MessageRow/MessageRow';
export { MessageSheet, type OpenedMessage } from './MessageSheet/MessageSheet';
export { fillRegisterNotice, registerGiftAmount, useRegisterNotice } from './registerNotice';
export { useRefreshUnread, useUnreadCount } from './unread';
export { useReadMessage } from './useReadMessage';

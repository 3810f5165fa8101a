import { useCallback, useRef } from 'react';
import type { MemberMessage } from '../../api/contract';
import { messageCalls, type MessageKind } from './kinds';
import { useRefreshUnread } from './unread';

/**
 * Marks a message read (spec 7: PUT message system/read or personal/read with its
 * messageTemplateId), then re-reads the unread count and the bell's unread check so every place
 * that shows them follows. Resolves true once the server took it (or the message was already
 * read), false when the call failed: the server's message was shown as a toast (spec 8) and the
 * message stays unread, to be marked the next time it is opened. Asking again for a template
 * already on its way sends nothing more.
 */
export function useReadMessage(): (kind: MessageKind, message: MemberMessage) => Promise<boolean> {
  const refreshUnread = useRefreshUnread();
  const pending = useRef(new Set<string>());
  return useCallback(
    async (kind, message) => {
      if (message.read) return true;
      const key = `${kind}:${message.messageTemplateId}`;
      if (pending.current.has(key)) return false;
      pending.current.add(key);
      try {
        await messageCalls[kind].read({ messageTemplateId: message.messageTemplateId });
      } catch {
        return false;
      } finally {
        pending.current.delete(key);
      }
      await refreshUnread();
      return true;
    },
    [refreshUnread],
  );
}

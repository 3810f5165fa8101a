import { useId, useMemo } from 'react';
import type { MemberMessage } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { formatDateTime } from '../../../lib/time';
import { Badge } from '../../../ui/Badge/Badge';
import { ChevronRightSmallIcon } from '../../../ui/Icon/ChevronRightSmallIcon';
import { messageExcerpt } from '../messageText';
import * as styles from './MessageRow.css';
import '../../../i18n/messages/inbox';

type MessageRowProps = {
  message: MemberMessage;
  /** Whether it is read: the server's flag, or marked read on this page since. */
  read: boolean;
  onOpen: (message: MemberMessage) => void;
};

/**
 * One message in a list; a tap anywhere on it opens it in full. An unread message wears the red
 * dot and a bold title. The button holds only the title (and, unread, the dot said as "Não
 * lida"): its name is short and is what it shows; its description is the São Paulo date and
 * time and the opening words, which sit beside it in the row. The button's hit area stretches
 * over the whole row.
 */
export function MessageRow({ message, read, onOpen }: MessageRowProps) {
  const id = useId();
  const excerpt = useMemo(() => messageExcerpt(message.content), [message.content]);
  return (
    <li className={styles.row}>
      <span className={styles.main}>
        <span className={styles.top}>
          <button
            type="button"
            className={read ? styles.title : styles.titleUnread}
            aria-describedby={`${id}-date ${id}-excerpt`}
            onClick={() => onOpen(message)}
          >
            {!read && (
              <span className={styles.dot}>
                <Badge variant="dot" label={`${t('inbox.row.unread')} `} />
              </span>
            )}
            {message.title}
          </button>
          <span id={`${id}-date`} className={styles.date}>
            {formatDateTime(message.createTime)}
          </span>
        </span>
        <span id={`${id}-excerpt`} className={styles.excerpt}>
          {excerpt}
        </span>
      </span>
      <ChevronRightSmallIcon className={styles.chevron} />
    </li>
  );
}

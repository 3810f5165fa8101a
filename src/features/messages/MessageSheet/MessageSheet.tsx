import { SafeHtml } from '../../content';
import { t } from '../../../i18n/t';
import { formatDateTime } from '../../../lib/time';
import { Sheet } from '../../../ui/Sheet/Sheet';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import * as styles from './MessageSheet.css';
import '../../../i18n/messages/inbox';

/** What the sheet shows: a member message, or the register-success notice (no date). */
export type OpenedMessage = { title: string; content: string; createTime?: number };

type MessageSheetProps = {
  /** The message shown; null closes the sheet. */
  message: OpenedMessage | null;
  onClose: () => void;
};

/**
 * A message in full, in a bottom sheet over the list: its title, when it was sent (São Paulo
 * time) and its body. The body is server HTML and reaches the page only through SafeHtml
 * (one sanitiser for all server HTML); placeholder lines show while the sanitiser's code arrives.
 * Close button, Esc, a tap on the scrim or the phone's back button close it.
 */
export function MessageSheet({ message, onClose }: MessageSheetProps) {
  const sent = message?.createTime !== undefined ? formatDateTime(message.createTime) : '';
  return (
    <Sheet
      open={message !== null}
      onClose={onClose}
      title={message?.title ?? ''}
      description={sent ? t('inbox.sentAt', { date: sent }) : undefined}
    >
      {message && (
        <SafeHtml
          html={message.content}
          className={styles.body}
          fallback={
            <div className={styles.placeholder} aria-hidden="true">
              <Skeleton shape="text" lines={3} />
            </div>
          }
        />
      )}
    </Sheet>
  );
}

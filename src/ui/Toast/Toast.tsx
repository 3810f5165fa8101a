import { t } from '../../i18n/t';
import { CloseButton } from '../Modal/CloseButton';
import * as styles from './Toast.css';
import '../../i18n/messages/uiExtras';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

type ToastProps = {
  /** Plain text (server messages included), never HTML. */
  message: string;
  tone?: ToastTone;
  onDismiss: () => void;
};

/**
 * One notification: a tone icon (so the tone does not rest on colour alone), the message and a
 * dismiss button. Timing and announcements belong to the ToastStack around it.
 */
export function Toast({ message, tone = 'info', onDismiss }: ToastProps) {
  return (
    <div className={styles.toast({ tone })}>
      <ToneIcon tone={tone} />
      <p className={styles.message}>{message}</p>
      <CloseButton label={t('toast.dismiss')} onClick={onDismiss} />
    </div>
  );
}

const GLYPHS: Record<ToastTone, string> = {
  info: 'M12 11v6M12 7.5v.01',
  success: 'M7.5 12.5l3 3 6-6.5',
  warning: 'M12 8v5M12 16.5v.01',
  danger: 'M9 9l6 6M15 9l-6 6',
};

function ToneIcon({ tone }: { tone: ToastTone }) {
  return (
    <svg className={styles.icon({ tone })} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {tone === 'warning' ? (
        <path
          d="M12 3.5L21.5 20h-19z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
      <path
        d={GLYPHS[tone]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

import type { ReactElement } from 'react';
import { t } from '../../i18n/t';
import { DangerIcon } from '../Icon/DangerIcon';
import type { IconProps } from '../Icon/Icon';
import { InfoIcon } from '../Icon/InfoIcon';
import { SuccessIcon } from '../Icon/SuccessIcon';
import { WarningIcon } from '../Icon/WarningIcon';
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
  const ToneIcon = TONE_ICONS[tone];
  return (
    <div className={styles.toast({ tone })}>
      <ToneIcon className={styles.icon({ tone })} />
      <p className={styles.message}>{message}</p>
      <CloseButton label={t('toast.dismiss')} onClick={onDismiss} />
    </div>
  );
}

/** Each tone has its own shape as well as its colour (WCAG 1.4.1: not colour alone). */
const TONE_ICONS: Record<ToastTone, (props: IconProps) => ReactElement> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: DangerIcon,
};

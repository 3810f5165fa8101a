import { t } from '../../../i18n/t';
import { Button } from '../../../ui/Button/Button';
import * as styles from './SmsCodeButton.css';
import '../../../i18n/messages/auth';

type SmsCodeButtonProps = {
  /** Seconds before another code may be asked for; 0 when it may be sent now. */
  secondsLeft: number;
  /** The send request is on its way: spinner, further taps ignored. */
  sending: boolean;
  onClick: () => void;
};

/**
 * 'Enviar código', then 'Reenviar em 59 s' while the cooldown runs (disabled). Sized to its
 * longest label, so the countdown never makes the field beside it jump.
 */
export function SmsCodeButton({ secondsLeft, sending, onClick }: SmsCodeButtonProps) {
  const coolingDown = secondsLeft > 0 && !sending;
  return (
    <span className={styles.slot}>
      <Button
        size="sm"
        variant="secondary"
        loading={sending}
        disabled={coolingDown}
        onClick={onClick}
      >
        <span className={styles.label}>
          {coolingDown ? t('auth.code.resend', { seconds: secondsLeft }) : t('auth.code.send')}
        </span>
      </Button>
    </span>
  );
}

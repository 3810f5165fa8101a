import { useId, useState } from 'react';
import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import { browserPushAdapter, type PushAdapter } from '../../../pwa/push/pushAdapter';
import type { PushOperator, PushStatus } from '../../../pwa/push/pushOptIn';
import { Button } from '../../../ui/Button/Button';
import { BellIcon } from '../../../ui/Icon/BellIcon';
import * as styles from './PushOptIn.css';
import { apiPushOperator, usePushOptIn } from './usePushOptIn';
import '../../../i18n/messages/push';

type PushOptInProps = {
  /** The browser's push parts; stories and tests pass a fake one (live/testing). */
  adapter?: PushAdapter;
  /** The operator's calls; the app uses src/api/pwa.ts. */
  operator?: PushOperator;
};

const MESSAGES: Record<Exclude<PushStatus, 'failed'>, MessageKey> = {
  checking: 'push.checking',
  unsupported: 'push.unsupported',
  denied: 'push.denied',
  off: 'push.off',
  subscribing: 'push.subscribing',
  on: 'push.on',
  unsubscribing: 'push.unsubscribing',
};

/**
 * The "Notificações" row of /setting: the web push opt-in (spec 7 System webPushConfig getAppId).
 * The browser is asked only when the player taps the switch, never on load. The line under the
 * label says the state (a polite live region): not supported here, blocked (with how to allow it
 * again in the browser), off, in progress, on, or failed with a retry. CHOICE: logged-in players
 * only, because /setting is a login page (spec 2) and the subscription is handed to the operator
 * for that member (the subscribe call needs a session).
 */
export function PushOptIn({ adapter: givenAdapter, operator = apiPushOperator }: PushOptInProps) {
  const [adapter] = useState(() => givenAdapter ?? browserPushAdapter());
  const { status, checked, failedIntent, toggle, retry } = usePushOptIn(adapter, operator);
  const labelId = useId();
  const descriptionId = useId();
  const blocked = status === 'unsupported' || status === 'denied' || status === 'checking';
  const busy = status === 'subscribing' || status === 'unsubscribing';
  const message =
    status === 'failed'
      ? t(failedIntent === 'on' ? 'push.failedOn' : 'push.failedOff')
      : t(MESSAGES[status]);

  return (
    <div className={styles.row}>
      <span className={styles.icon} aria-hidden="true">
        <BellIcon />
      </span>
      <div className={styles.copy}>
        <span id={labelId} className={styles.label}>
          {t('push.label')}
        </span>
        <p
          id={descriptionId}
          className={
            status === 'failed' ? `${styles.description} ${styles.failure}` : styles.description
          }
          aria-live="polite"
        >
          {message}
        </p>
        {status === 'failed' && (
          <span className={styles.retry}>
            <Button variant="secondary" onClick={retry}>
              {t('push.retry')}
            </Button>
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        className={styles.switchButton}
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        // Focusable even when it cannot change, so a screen reader reaches it and hears why.
        aria-disabled={blocked || busy || undefined}
        aria-busy={busy || undefined}
        onClick={blocked || busy ? undefined : toggle}
      >
        <span className={styles.track}>
          <span className={styles.thumb} />
        </span>
      </button>
    </div>
  );
}

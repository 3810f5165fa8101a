import { useId, useState } from 'react';
import { t } from '../../i18n/t';
import { now } from '../../lib/clock';
import { formatDateTime } from '../../lib/time';
import { isMaintenance, reloadPlatformConfig, usePlatform } from '../../state/platform';
import { Button } from '../../ui/Button/Button';
import { Countdown } from '../../ui/Countdown/Countdown';
import { ModalLayer } from '../../ui/Modal/ModalLayer';
import * as styles from './Maintenance.css';
import '../../i18n/messages/globalOverlays';

/**
 * The maintenance page: covers the app while the platform config says it is under maintenance
 * (spec 3 platformStatus; CHOICE 2 = maintenance, state/platform.ts). The platform store is the
 * only source: the config loaded at start, reloaded on error code 6102 (spec 8) and changed live
 * by the socket's maintenance message (spec 4). When it turns open, the page goes away by itself.
 *
 * Shows the window in São Paulo time (dd/mm/aaaa HH:mm, lib/time.ts) and a countdown to its end;
 * when the countdown ends, or the player taps "Tentar novamente", the config is loaded again.
 * Nothing closes it but the platform opening: Esc does nothing, there is no close button.
 */
export function Maintenance() {
  const { config } = usePlatform();
  if (!config || !isMaintenance(config)) return null;
  return (
    <MaintenancePage
      start={config.platformStartMaintenanceTime}
      end={config.platformEndMaintenanceTime}
    />
  );
}

type Check = 'idle' | 'checking' | 'stillDown' | 'failed';

function MaintenancePage({ start, end }: { start: number | null; end: number | null }) {
  const titleId = useId();
  const descriptionId = useId();
  const [check, setCheck] = useState<Check>('idle');
  const startText = start === null ? '' : formatDateTime(start);
  const endText = end === null ? '' : formatDateTime(end);
  // Read at render: the page re-renders when the window changes, and the countdown ticks itself.
  const counting = end !== null && endText !== '' && end > now();

  const recheck = async () => {
    setCheck('checking');
    const config = await reloadPlatformConfig();
    // Still here means still under maintenance (or the check failed): say which.
    setCheck(config === null ? 'failed' : 'stillDown');
  };

  let windowLine = t('maintenance.unknownEnd');
  if (startText && endText)
    windowLine = t('maintenance.window', { start: startText, end: endText });
  else if (endText) windowLine = t('maintenance.until', { end: endText });

  return (
    <ModalLayer
      open
      onClose={() => undefined}
      dismissible={false}
      labelledBy={titleId}
      describedBy={descriptionId}
      placement="center"
      panelClassName={styles.page}
    >
      <div className={styles.content}>
        <MaintenanceIllustration />
        <h2 id={titleId} className={styles.title}>
          {t('maintenance.title')}
        </h2>
        <p id={descriptionId} className={styles.description}>
          {t('maintenance.description')}
        </p>
        <div className={styles.window}>
          <p className={styles.windowText}>{windowLine}</p>
          {endText && <p className={styles.timeZone}>{t('maintenance.timeZone')}</p>}
          {counting && end !== null && (
            <div className={styles.countdown}>
              <span className={styles.backIn}>{t('maintenance.backIn')}</span>
              <Countdown deadline={end} onEnd={() => void reloadPlatformConfig()} />
            </div>
          )}
        </div>
        <Button block loading={check === 'checking'} onClick={() => void recheck()}>
          {t('common.retry')}
        </Button>
        <p role="status" className={styles.status}>
          {check === 'stillDown' && t('maintenance.stillDown')}
          {check === 'failed' && t('maintenance.checkFailed')}
        </p>
      </div>
    </ModalLayer>
  );
}

function MaintenanceIllustration() {
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 96 96"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="48" cy="48" r="40" className={styles.disc} />
      <path d="M58.5 27.5a12 12 0 0 0-14.8 15.7L27 60a4.2 4.2 0 0 0 6 6l16.8-16.7a12 12 0 0 0 15.7-14.8l-7.3 7.2-6-1-1-6z" />
      <path d="M60 58l8 8M56 62l8 8" />
    </svg>
  );
}

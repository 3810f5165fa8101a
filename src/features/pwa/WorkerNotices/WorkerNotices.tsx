import { Button } from '../../../ui/Button/Button';
import { t } from '../../../i18n/t';
import * as styles from './WorkerNotices.css';
import '../../../i18n/messages/pwaWorker';

/** The update flow's state: no new version, one waiting, or the player tapped "Atualizar". */
export type UpdateState = 'none' | 'waiting' | 'updating';

type WorkerNoticesProps = {
  update: UpdateState;
  /** The browser reports no network (navigator.onLine false). */
  offline: boolean;
  /** Whether the page shows the tab bar: the notices sit above it. */
  aboveTabBar: boolean;
  /** "Atualizar": the waiting version takes over and the page reloads. */
  onUpdate: () => void;
  /** "Depois": hides the prompt for this visit; the new version waits for the next start. */
  onLater: () => void;
};

/**
 * The service worker's notices: "Nova versão disponível" with "Atualizar" (never a silent reload
 * mid-game: the player decides when) and "Você está sem conexão" while the network is gone, so an
 * offline reload of the precached shell says why data is missing.
 *
 * Small and non-blocking: a card over the bottom of the page that leaves the page usable. While
 * a sheet or dialog is open the notices are inert like the rest of the page (CHOICE: the
 * dialog's own task first; keeping them live would put the modal stack's chunk into the first
 * load's preload list, 5 bytes the budget does not have). Screen readers hear each notice
 * through a polite live region that exists from the first render (a region added together with
 * its text is often not announced); the buttons follow in the normal tab order.
 */
export function WorkerNotices({
  update,
  offline,
  aboveTabBar,
  onUpdate,
  onLater,
}: WorkerNoticesProps) {
  const showUpdate = update !== 'none';
  const announced = [
    offline ? t('pwaWorker.offline.title') : '',
    showUpdate ? t('pwaWorker.update.title') : '',
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <div className={styles.stack({ aboveTabBar })}>
      {(offline || showUpdate) && (
        <section aria-label={t('pwaWorker.region')} className={styles.list}>
          {offline && (
            <div className={`${styles.notice} ${styles.offline}`}>
              <div className={styles.body}>
                <h2 className={styles.title}>{t('pwaWorker.offline.title')}</h2>
                <p className={styles.text}>{t('pwaWorker.offline.text')}</p>
              </div>
            </div>
          )}
          {showUpdate && (
            <div className={styles.notice}>
              <div className={styles.body}>
                <h2 className={styles.title}>{t('pwaWorker.update.title')}</h2>
                <p className={styles.text}>
                  {update === 'updating'
                    ? t('pwaWorker.update.updating')
                    : t('pwaWorker.update.text')}
                </p>
              </div>
              <div className={styles.actions}>
                {update === 'waiting' && (
                  <Button variant="ghost" onClick={onLater}>
                    {t('pwaWorker.update.later')}
                  </Button>
                )}
                <Button loading={update === 'updating'} onClick={onUpdate}>
                  {t('pwaWorker.update.accept')}
                </Button>
              </div>
            </div>
          )}
        </section>
      )}
      {/* aria-live without role="status": the shell's other status regions (toasts) stay the
          only `status` role on the page, which their tests and stories look up by role. */}
      <div aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announced}
      </div>
    </div>
  );
}

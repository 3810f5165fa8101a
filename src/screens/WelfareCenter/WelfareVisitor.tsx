import { useId } from 'react';
import { t } from '../../i18n/t';
import { openOverlay } from '../../state/overlays';
import { Button } from '../../ui/Button/Button';
import * as styles from './WelfareCenter.css';
import '../../i18n/messages/welfare';

/**
 * The welfare centre for a visitor (spec 6: rewards are for logged-in players): how it works,
 * in place of the numbers, and the login and register pop-up (spec 2 global overlays). Logging
 * in on the page shows the player's numbers (the reads start with the session).
 */
export function WelfareVisitor() {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('welfare.visitor.title')}
      </h2>
      <ol className={styles.steps}>
        <li>{t('welfare.visitor.step1')}</li>
        <li>{t('welfare.visitor.step2')}</li>
        <li>{t('welfare.visitor.step3')}</li>
      </ol>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => openOverlay('auth', { mode: 'login' })}>
          {t('welfare.visitor.login')}
        </Button>
        <Button onClick={() => openOverlay('auth', { mode: 'register' })}>
          {t('welfare.visitor.register')}
        </Button>
      </div>
    </section>
  );
}

import { useId, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../../i18n/t';
import { chooseConsent, closeConsentSettings, useConsent } from '../../../tracking/consent';
import { Button } from '../../../ui/Button/Button';
import { Sheet } from '../../../ui/Sheet/Sheet';
import { PRIVACY_ARTICLE_HREF } from '../privacyArticle';
import * as styles from './ConsentSettings.css';
import '../../../i18n/messages/consent';

type ConsentSettingsProps = {
  /** Called after "Salvar escolha" with what was saved. */
  onSaved?: (advertising: boolean) => void;
};

/**
 * The purposes sheet ("Configurações" of the banner and the /setting row "Privacidade e cookies"):
 * necessary storage, always on; advertising and measurement, a switch that starts at the saved
 * choice and off when there is none (LGPD: consent is never pre-ticked). Closing without saving
 * changes nothing.
 */
export function ConsentSettings({ onSaved }: ConsentSettingsProps) {
  const { settingsOpen, choice } = useConsent();
  return (
    <Sheet
      open={settingsOpen}
      onClose={closeConsentSettings}
      title={t('consent.sheet.title')}
      description={t('consent.sheet.description')}
    >
      {/* Mounted per opening, so the switch starts from the saved choice each time. */}
      {settingsOpen && <Purposes advertising={choice === 'accepted'} onSaved={onSaved} />}
    </Sheet>
  );
}

function Purposes({
  advertising: saved,
  onSaved,
}: {
  advertising: boolean;
  onSaved?: (advertising: boolean) => void;
}) {
  const [advertising, setAdvertising] = useState(saved);
  const adsTitleId = useId();
  const adsTextId = useId();
  return (
    <>
      <ul className={styles.purposes}>
        <li className={styles.purpose}>
          <div className={styles.purposeHead}>
            <h3 className={styles.purposeTitle}>{t('consent.necessary.title')}</h3>
            <span className={styles.alwaysOn}>{t('consent.necessary.state')}</span>
          </div>
          <p className={styles.purposeText}>{t('consent.necessary.text')}</p>
        </li>
        <li className={styles.purpose}>
          <div className={styles.purposeHead}>
            <h3 id={adsTitleId} className={styles.purposeTitle}>
              {t('consent.ads.title')}
            </h3>
            <button
              type="button"
              role="switch"
              aria-checked={advertising}
              aria-labelledby={adsTitleId}
              aria-describedby={adsTextId}
              className={styles.switchButton}
              onClick={() => setAdvertising((on) => !on)}
            >
              <span className={styles.track} aria-hidden="true">
                <span className={styles.knob} />
              </span>
            </button>
          </div>
          <p id={adsTextId} className={styles.purposeText}>
            {t('consent.ads.text')}
          </p>
        </li>
      </ul>
      <div className={styles.footer}>
        <Button
          block
          onClick={() => {
            chooseConsent(advertising);
            onSaved?.(advertising);
          }}
        >
          {t('consent.save')}
        </Button>
        <Link href={PRIVACY_ARTICLE_HREF} className={styles.link} onClick={closeConsentSettings}>
          {t('consent.privacyLink')}
        </Link>
      </div>
    </>
  );
}

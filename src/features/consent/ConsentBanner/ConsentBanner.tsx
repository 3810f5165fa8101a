import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'wouter';
import { t } from '../../../i18n/t';
import { chooseConsent, openConsentSettings } from '../../../tracking/consent';
import { Button } from '../../../ui/Button/Button';
import { PRIVACY_ARTICLE_HREF } from '../privacyArticle';
import * as styles from './ConsentBanner.css';
import '../../../i18n/messages/consent';

type ConsentBannerProps = {
  /** Sits above the tab bar on the pages that show it. */
  aboveTabBar: boolean;
  /** Called after a choice, to move focus somewhere useful (the banner is gone). */
  onChosen?: (advertising: boolean) => void;
};

/**
 * The LGPD cookie banner: what is used and why, a link to the privacy policy, and three equal ways
 * out: Aceitar, Recusar, Configurações (the purposes sheet). A named region rather than a dialog:
 * it never blocks the lobby or takes the focus on its own; a keyboard reaches it at the end of the
 * page.
 */
export function ConsentBanner({ aboveTabBar, onChosen }: ConsentBannerProps) {
  const titleId = useId();
  const textId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const reserve = useReservedHeight(layerRef);
  const choose = (advertising: boolean) => {
    chooseConsent(advertising);
    onChosen?.(advertising);
  };
  return (
    <>
      {/* The page can still scroll its last lines out from under the banner. */}
      <div className={styles.spacer} style={{ height: reserve }} aria-hidden="true" />
      <div ref={layerRef} className={styles.layer({ aboveTabBar })} data-consent-banner="">
        <section className={styles.card} aria-labelledby={titleId} aria-describedby={textId}>
          <h2 id={titleId} className={styles.title}>
            {t('consent.banner.title')}
          </h2>
          <p id={textId} className={styles.text}>
            {t('consent.banner.text')}
          </p>
          <div className={styles.settingsRow}>
            <Link href={PRIVACY_ARTICLE_HREF} className={styles.link}>
              {t('consent.privacyLink')}
            </Link>
            <Button variant="ghost" onClick={openConsentSettings}>
              {t('consent.settings')}
            </Button>
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => choose(false)}>
              {t('consent.refuse')}
            </Button>
            <Button variant="primary" onClick={() => choose(true)}>
              {t('consent.accept')}
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}

/**
 * The banner's height, kept as an empty block at the end of the page: the page grows at its
 * end only, so nothing on screen moves (no layout shift), and its last lines (a form's button,
 * "Sair da conta") can be scrolled above the banner instead of staying hidden under it.
 */
function useReservedHeight(ref: RefObject<HTMLDivElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      setHeight(element.offsetHeight);
      // The band of the screen the banner covers, from the viewport's bottom edge (the tab bar
      // under it included): the page's scroll padding (theme/global.css.ts) keeps a focused
      // field or button above it.
      const band = element.offsetHeight + (parseFloat(getComputedStyle(element).bottom) || 0);
      root.setProperty('--consent-band', `${Math.ceil(band)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--consent-band');
    };
  }, [ref]);
  return height;
}

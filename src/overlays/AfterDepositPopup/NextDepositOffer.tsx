import { useId } from 'react';
import { useLocation } from 'wouter';
import type { Banner } from '../../api/contract';
import { getBannersNotTwoCharge } from '../../api/content';
import { useQuietResource } from '../../api/useQuietResource';
import { t } from '../../i18n/t';
import { resolveServerLink, serverImage, serverLinkProps } from '../../lib/serverLink';
import { closeOverlay } from '../../state/overlays';
import { Image } from '../../ui/Image/Image';
import * as styles from './AfterDepositPopup.css';
import '../../i18n/messages/globalOverlays';

/** The banner set is drawn for the carousel's 750 x 300 (mocks/data/content.ts, BANNER_SIZE). */
const OFFER_RATIO = 750 / 300;
/** The pop-up is at most 360 CSS px wide on a phone: the picture is asked at that width. */
const OFFER_WIDTH = 360;

const pictureOf = (banner: Banner) => banner.h5PicUrl || banner.pcPicUrl;

/**
 * The offer of the next deposit under a first deposit's success: the banner set the server keeps
 * for players who have not made a second deposit (spec 7 "banner notTwoCharge"). Shown here, and
 * not in the lobby, because this is the one moment it is known to apply (the player has just made
 * the first) and the home's first load pays nothing for it.
 *
 * While the list loads, the picture's box holds its place (the panel does not grow under the
 * player's thumb when it arrives); no banner or a failed read shows nothing, quietly: it is an
 * offer, not something the player asked for. Its link is checked like every server link (an app
 * path navigates in the app, a safe https address opens a new tab, anything else is no link).
 */
export function NextDepositOffer() {
  const headingId = useId();
  const [, navigate] = useLocation();
  const offers = useQuietResource(getBannersNotTwoCharge, undefined);
  const banner = offers.data?.find((candidate) => pictureOf(candidate) !== '');
  if (offers.status === 'error' || (offers.data !== undefined && !banner)) return null;

  const picture = (
    <Image
      src={banner ? serverImage(pictureOf(banner), OFFER_WIDTH) : undefined}
      alt={t('afterDeposit.next.alt')}
      ratio={OFFER_RATIO}
      radius="md"
    />
  );
  const target = resolveServerLink(banner?.linkUrl);
  // An app path leaves the pop-up for the page it names; a new tab leaves it open behind.
  const link = serverLinkProps(target, (path) => {
    closeOverlay();
    navigate(path);
  });

  return (
    <section className={styles.next} aria-labelledby={headingId} aria-busy={!banner || undefined}>
      <h3 id={headingId} className={styles.nextTitle}>
        {t('afterDeposit.next.title')}
      </h3>
      {link ? (
        <a className={styles.nextLink} {...link}>
          {picture}
          {target.kind === 'external' && (
            <span className="visually-hidden"> {t('home.link.newTab')}</span>
          )}
        </a>
      ) : (
        picture
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Activity } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { serverImage } from '../../../lib/serverLink';
import { Image } from '../../../ui/Image/Image';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { openActivityOverlay } from '../activityRules';
import { isEnded, participationLabel, promotionPeriod, promotionTap } from '../promotions';
import * as styles from './PromotionCard.css';
import '../../../i18n/messages/promotion';

/** The banner is drawn at most this wide (the 375 px page less its margins, spec 9). */
const BANNER_WIDTH = 343;

type PromotionCardProps = {
  activity: Activity;
  /** The first card's picture loads at once (above the fold), the others lazily. */
  eager?: boolean;
};

/**
 * One promotion as a banner card: the picture in a 2:1 box with the participation badge (and
 * "Encerrada") over its corner, the title and the period in São Paulo days. The whole card opens what spec 2's tap
 * table says (`promotionTap`): a page, or the sign-in / red-packet pop-ups. Its accessible name
 * is what it shows, in reading order ("Clube VIP Recompensa disponível Período: 01/11/2026 a
 * 31/12/2026"), so the visible words are in the name (WCAG 2.5.3, axe label-content-name).
 */
export function PromotionCard({ activity, eager = false }: PromotionCardProps) {
  const ended = isEnded(activity);
  const badge = participationLabel(activity);
  const period = promotionPeriod(activity);
  const title = activity.activityLang.title;
  const body = (
    <>
      <span className={styles.media({ ended })}>
        <Image
          src={
            activity.activityLang.bannerPicUrl
              ? serverImage(activity.activityLang.bannerPicUrl, BANNER_WIDTH)
              : // No picture sent: the box says "Imagem indisponível" rather than wait forever.
                ''
          }
          alt=""
          ratio={styles.BANNER_RATIO}
          radius="none"
          eager={eager}
        />
      </span>
      <span className={styles.body}>
        <span className={`${styles.title}${ended ? ` ${styles.endedTitle}` : ''}`}>{title}</span>
        {/* After the title in reading order, drawn over the picture's top corner. */}
        {(ended || badge) && (
          <span className={styles.tags}>
            {ended && (
              <span className={styles.tag({ tone: 'ended' })}>{t('promotion.ended.tag')}</span>
            )}
            {badge && (
              <span
                className={styles.tag({
                  tone: activity.participationStatus === 1 ? 'reward' : 'info',
                })}
              >
                {badge}
              </span>
            )}
          </span>
        )}
        <span className={styles.period}>
          {period && (
            <>
              <span className="visually-hidden">{t('promotion.periodLabel', { period })}</span>
              <span aria-hidden="true">{period}</span>
            </>
          )}
        </span>
      </span>
    </>
  );
  const tap = promotionTap(activity);
  let action: ReactNode;
  if (tap.kind === 'navigate') {
    action = (
      <Link href={tap.to} className={styles.card({ ended })}>
        {body}
      </Link>
    );
  } else {
    action = (
      <button
        type="button"
        className={styles.card({ ended })}
        onClick={() => openActivityOverlay(tap)}
      >
        {body}
      </button>
    );
  }
  return <li>{action}</li>;
}

/** A placeholder card of the same geometry (picture box, title line, period line). */
export function PromotionCardSkeleton() {
  return (
    <li className={styles.card()} aria-hidden="true">
      <Skeleton ratio={styles.BANNER_RATIO} radius="none" />
      <span className={styles.body}>
        <span className={styles.title}>
          <Skeleton shape="text" width="60%" />
        </span>
        <span className={styles.period}>
          <Skeleton shape="text" width={160} />
        </span>
      </span>
    </li>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Activity, Article } from '../../api/contract';
import {
  articleHref,
  participationBadge,
  type HubEntry,
  type ParticipationBadge,
} from '../../features/activities/activityHub';
import { activityTap, openActivityOverlay } from '../../features/activities/activityRules';
import type { MessageKey } from '../../i18n/pt-BR';
import { t } from '../../i18n/t';
import { serverImage } from '../../lib/serverLink';
import { Image } from '../../ui/Image/Image';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './Activity.css';
import '../../i18n/messages/activityHub';

/** The banners' shape (spec 3 bannerPicUrl; the mock world draws them 690 × 345). */
const BANNER_RATIO = 2;
/** Banner width asked of the image proxy: the page's 375 px column at 2x, rounded up. */
const BANNER_WIDTH = 750;
/** Entries above the fold load their banner at once; the rest lazily. */
const EAGER_BANNERS = 2;
/** Placeholder cards while a tab loads: what fills a phone screen. */
const SKELETON_CARDS = 3;

const BADGE_TEXT: Record<ParticipationBadge, MessageKey> = {
  reward: 'activityHub.status.reward',
  progress: 'activityHub.status.progress',
  finished: 'activityHub.status.finished',
};

type CardBodyProps = {
  banner: string;
  title: string;
  tag: ReactNode;
  eager: boolean;
};

function CardBody({ banner, title, tag, eager }: CardBodyProps) {
  return (
    <>
      <Image
        src={serverImage(banner, BANNER_WIDTH)}
        alt=""
        ratio={BANNER_RATIO}
        radius="none"
        eager={eager}
      />
      <span className={styles.cardFoot}>
        <span className={styles.cardTitle}>{title}</span>
        {tag}
      </span>
    </>
  );
}

function StatusBadge({ status }: { status: number }) {
  const badge = participationBadge(status);
  if (!badge) return <span className={styles.noBadge} aria-hidden="true" />;
  return <span className={styles.badge({ tone: badge })}>{t(BADGE_TEXT[badge])}</span>;
}

function ActivityCard({ activity, eager }: { activity: Activity; eager: boolean }) {
  const body = (
    <CardBody
      banner={activity.activityLang.bannerPicUrl}
      title={activity.activityLang.title}
      tag={<StatusBadge status={activity.participationStatus} />}
      eager={eager}
    />
  );
  // Spec 2 "Activity icon taps by type": a page is a real link, a pop-up a button.
  const tap = activityTap(activity);
  if (tap.kind === 'navigate') {
    return (
      <Link href={tap.to} className={styles.card}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.card} onClick={() => openActivityOverlay(tap)}>
      {body}
    </button>
  );
}

function ArticleCard({ article, eager }: { article: Article; eager: boolean }) {
  return (
    <Link href={articleHref(article)} className={styles.card}>
      <CardBody
        banner={article.bannerPicUrl}
        title={article.title}
        tag={<span className={styles.badge({ tone: 'article' })}>{t('activityHub.article')}</span>}
        eager={eager}
      />
    </Link>
  );
}

/** A tab's entries as banner cards, one link (or pop-up button) each. */
export function HubList({ label, entries }: { label: string; entries: readonly HubEntry[] }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry, index) => (
        <li key={entry.key}>
          {entry.kind === 'activity' ? (
            <ActivityCard activity={entry.activity} eager={index < EAGER_BANNERS} />
          ) : (
            <ArticleCard article={entry.article} eager={index < EAGER_BANNERS} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A tab loading: cards of the real geometry (the banner box, the title line and the badge), so
 * the entries replace them without moving anything. One busy, named list for screen readers.
 */
export function HubListSkeleton({ label }: { label: string }) {
  return (
    <>
      <ul className={styles.list} aria-label={label} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} aria-hidden="true">
            <span className={styles.card}>
              <Skeleton ratio={BANNER_RATIO} radius="none" />
              <span className={styles.cardFoot}>
                <span className={styles.cardTitle}>
                  <Skeleton shape="text" width="60%" />
                </span>
                <span className={styles.badgeSkeleton}>
                  <Skeleton height="100%" radius="sm" />
                </span>
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {t('activityHub.loading')}
      </p>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Activity } from '../../../api/contract';
import { getActivities } from '../../../api/activity';
import { useResource } from '../../../api/useResource';
import { t } from '../../../i18n/t';
import { useSession } from '../../../state/session';
import { Image } from '../../../ui/Image/Image';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { serverImage } from '../../../lib/serverLink';
import { SectionRetry } from '../SectionRetry/SectionRetry';
import {
  ACTIVITY_PLACEHOLDERS,
  ACTIVITY_QUERY,
  activityTap,
  openActivityOverlay,
  paletteIndex,
  visibleActivities,
} from '../../activities';
import * as styles from './ActivityIcons.css';

function Frame({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <section aria-label={t('home.activities.region')} aria-busy={busy || undefined}>
      {children}
    </section>
  );
}

/** Spec 2: six placeholders while loading, each the size of an icon and its label. */
export function ActivityIconsSkeleton() {
  return (
    <Frame busy>
      <ul className={styles.row}>
        {Array.from({ length: ACTIVITY_PLACEHOLDERS }, (_, index) => (
          <li key={index} className={styles.item}>
            <span className={styles.action}>
              <span className={styles.tile}>
                <Skeleton shape="circle" width="100%" />
              </span>
              <span className={styles.labelSkeleton}>
                <Skeleton shape="text" leading="tight" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

function ActivityIcon({ activity, index }: { activity: Activity; index: number }) {
  const name = activity.abbreviation.trim() || activity.activityLang.title;
  const body = (
    <>
      <span className={`${styles.tile} ${styles.palette[String(paletteIndex(index)) as '0']}`}>
        <Image
          src={serverImage(activity.iconImg, 96)}
          alt=""
          ratio={1}
          radius="none"
          fit="contain"
        />
      </span>
      <span className={styles.label}>{name}</span>
    </>
  );
  const tap = activityTap(activity);
  if (tap.kind === 'navigate') {
    return (
      <Link href={tap.to} className={styles.action}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.action} onClick={() => openActivityOverlay(tap)}>
      {body}
    </button>
  );
}

/**
 * Home item 3 (spec 2): the activity icon row, scrolling sideways. Visitors see only loginShow
 * 1 and nobody sees types 1, 2, 10, 32, 35, 36, 37 (spec 6); taps go where spec 2 says
 * (`activityTap`: a link for pages, a button for pop-ups); tiles cycle over 6 colours (spec 3).
 *
 * States: loading shows `ActivityIconsSkeleton` (6 placeholders); nothing to show renders
 * nothing; a failure shows a row-high box with a retry.
 */
export function ActivityIcons() {
  const { token } = useSession();
  const loggedIn = token !== '';
  const activities = useResource(getActivities, ACTIVITY_QUERY);
  if (activities.status === 'loading') return <ActivityIconsSkeleton />;
  if (activities.status === 'error') {
    return (
      <Frame>
        <div className={`${styles.error} ${styles.errorBox}`}>
          <SectionRetry message={t('home.activities.error')} onRetry={activities.retry} />
        </div>
      </Frame>
    );
  }
  const shown = visibleActivities(activities.data ?? [], loggedIn);
  if (shown.length === 0) return null;
  return (
    <Frame>
      <ul className={styles.row}>
        {shown.map((activity, index) => (
          <li key={activity.id} className={styles.item}>
            <ActivityIcon activity={activity} index={index} />
          </li>
        ))}
      </ul>
    </Frame>
  );
}

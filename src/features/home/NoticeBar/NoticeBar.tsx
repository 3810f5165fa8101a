import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { getMarquee, getMessageUnread } from '../../../api/noticeBar';
import { useResource } from '../../../api/useResource';
import { t } from '../../../i18n/t';
import { useSession } from '../../../state/session';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { BellIcon } from '../../../ui/Icon/BellIcon';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { marqueeDurationSeconds, visibleNotices } from '../../notices';
import * as styles from './NoticeBar.css';

/** Spec 2 routes: the notice page (login required; the route guard handles visitors). */
export const NOTICE_PATH = '/notice';

/** The bar's placeholder: a touch-target-high block. */
export function NoticeBarSkeleton() {
  return (
    <section className={styles.root} aria-label={t('home.notice.region')} aria-busy="true">
      <div className={styles.skeletonBar}>
        <Skeleton height="100%" radius="md" />
      </div>
    </section>
  );
}

/** The moving run: two copies for a seamless loop, timed from the measured width (spec 9). */
function Marquee({ texts }: { texts: string[] }) {
  const copyRef = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState(0);

  useLayoutEffect(() => {
    const copy = copyRef.current;
    if (!copy) return;
    const measure = () => setSeconds(marqueeDurationSeconds(copy.offsetWidth));
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // First measured in the observer's call after the next layout, before paint (no forced
    // layout while the home loads); again when web fonts arriving change the width.
    const observer = new ResizeObserver(measure);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [texts]);

  const run = texts.map((text, index) => (
    <span key={index} className={styles.item}>
      {text}
    </span>
  ));
  return (
    // The visual run repeats itself; assistive technology reads the plain list instead.
    <div className={styles.viewport} aria-hidden="true">
      <div
        className={styles.track}
        style={seconds > 0 ? { animationDuration: `${seconds}s` } : undefined}
      >
        <span ref={copyRef} className={styles.copy}>
          {run}
        </span>
        <span className={styles.copy}>{run}</span>
      </div>
    </div>
  );
}

/**
 * Home item 2 (spec 2): the scrolling notice bar. Only notices with status 1 and locationType 1
 * show (spec 5); they scroll at about width/46 s (spec 9) and stand still, first notice in view,
 * under reduced motion; hovering, focusing or pressing the bar pauses them. The whole bar links
 * to /notice; the bell wears a red dot when a logged-in player has unread messages (spec 2, 6:
 * visitors never ask). Screen readers get the notices as a plain list, not the moving copy.
 *
 * States: loading shows `NoticeBarSkeleton`; no notice renders nothing; a failure shows the bar
 * with a one-line message and a retry.
 */
export function NoticeBar() {
  const { token } = useSession();
  const notices = useResource(getMarquee, undefined, {
    isEmpty: (list) => visibleNotices(list).length === 0,
  });
  const unread = useResource(getMessageUnread, token ? undefined : null);
  const hasUnread = token !== '' && unread.data === true;
  // One array per answer, so the marquee measures again only when the notices change.
  const texts = useMemo(
    () => visibleNotices(notices.data ?? []).map((n) => n.text.trim()),
    [notices.data],
  );

  if (notices.status === 'loading') return <NoticeBarSkeleton />;
  if (notices.status === 'empty') return null;
  if (notices.status === 'error' || !notices.data) {
    return (
      <section className={styles.root} aria-label={t('home.notice.region')}>
        <div className={styles.bar}>
          <span className={styles.bell}>
            <BellIcon />
          </span>
          <p className={styles.errorText}>{t('home.notice.error')}</p>
          <Button variant="ghost" size="sm" onClick={notices.retry}>
            {t('common.retry')}
          </Button>
        </div>
      </section>
    );
  }

  const bell = <BellIcon />;
  return (
    <section className={styles.root} aria-label={t('home.notice.region')}>
      <ul className="visually-hidden">
        {texts.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
      <div className={styles.bar}>
        <Link href={NOTICE_PATH} className={styles.link}>
          <span className="visually-hidden">{t('home.notice.open')}</span>
          {hasUnread ? (
            <Badge variant="dot" label={t('home.notice.unread')}>
              {bell}
            </Badge>
          ) : (
            bell
          )}
        </Link>
        <Marquee texts={texts} />
      </div>
    </section>
  );
}

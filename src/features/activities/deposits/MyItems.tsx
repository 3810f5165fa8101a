import { useId } from 'react';
import { getActivityProps } from '../../../api/activities';
import { useQuietResource } from '../../../api/useQuietResource';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { formatDate } from '../../../lib/time';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import * as styles from './depositPromos.css';
import '../../../i18n/messages/depositPromos';

/** Spec 9: activity props are read in one page of 999. */
const PROPS_QUERY = { pageNum: 1, pageSize: 999 };

/**
 * "Meus itens" on /welfareCenter (CHOICE: the welfare centre is where a player's rewards wait, so
 * the items held from activities, spec 7 "activity props", are listed there): each item with how
 * many are held and when they expire. Items with none left are not listed. Logged-in players only
 * (the call needs a session).
 */
export function MyItems() {
  const titleId = useId();
  const props = useQuietResource(
    getActivityProps,
    PROPS_QUERY,
    (page) => !page.list.some((item) => item.count > 0),
  );
  let body;
  if (props.status === 'error') {
    body = (
      <EmptyState
        kind={props.error?.kind === 'network' ? 'network_error' : 'fail'}
        description={t('depositPromos.items.error')}
        onRetry={props.retry}
        retrying={props.retrying}
      />
    );
  } else if (props.status === 'empty') {
    body = <p className={styles.text}>{t('depositPromos.items.empty')}</p>;
  } else if (!props.data) {
    body = (
      <div aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.item}>
            <Skeleton shape="text" width="55%" />
            <Skeleton shape="text" width="2em" />
          </div>
        ))}
      </div>
    );
  } else {
    body = (
      <ul className={styles.itemList}>
        {props.data.list
          .filter((item) => item.count > 0)
          .map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.itemName}>
                <span>{item.name}</span>
                <span className={styles.text}>
                  {t('depositPromos.items.expires', { date: formatDate(item.expireTime) })}
                </span>
              </span>
              <span className={styles.numeric}>
                {t('depositPromos.items.count', { count: formatNumber(item.count) })}
              </span>
            </li>
          ))}
      </ul>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('depositPromos.items.title')}
      </h2>
      {body}
    </section>
  );
}

import { useId } from 'react';
import { getClubList, getClubSummaryList } from '../../../api/activities';
import { useQuietResource } from '../../../api/useQuietResource';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { Button } from '../../../ui/Button/Button';
import { Money } from '../../../ui/Money/Money';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { boardAmount, rankText } from './Leaderboard';
import { clubStandings } from './rankingRules';
import * as styles from './rankings.css';
import '../../../i18n/messages/rankings';

/**
 * The clubs' week (spec 7 "club list" and "clubSummary list"). CHOICE: the summary is each
 * club's bet total of the week and the prize it shares, so the clubs are a bet ranking of their
 * own: shown on the bet ranking page (type 9), most bets first. Public, like the leaderboard.
 */
export function ClubStandings() {
  const titleId = useId();
  const clubs = useQuietResource(getClubList, undefined);
  const summaries = useQuietResource(getClubSummaryList, undefined, () => false);
  const failed = clubs.status === 'error' || summaries.status === 'error';
  const loading = !failed && (clubs.status === 'loading' || summaries.status === 'loading');
  const retry = () => {
    if (clubs.status === 'error') clubs.retry();
    if (summaries.status === 'error') summaries.retry();
  };

  let content;
  if (failed) {
    content = (
      <>
        <p className={styles.text}>{t('rankings.clubs.error')}</p>
        <Button variant="secondary" loading={clubs.retrying || summaries.retrying} onClick={retry}>
          {t('common.retry')}
        </Button>
      </>
    );
  } else if (loading) {
    content = (
      <div aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.club}>
            <Skeleton shape="circle" width={24} />
            <Skeleton shape="text" lines={2} />
            <Skeleton width={72} height={32} radius="sm" />
          </div>
        ))}
      </div>
    );
  } else if (clubs.status === 'empty') {
    content = <p className={styles.text}>{t('rankings.clubs.empty')}</p>;
  } else {
    const standings = clubStandings(clubs.data ?? [], summaries.data ?? []);
    content = (
      <ol className={styles.clubList} aria-labelledby={titleId}>
        {standings.map((club) => (
          <li key={club.id} className={styles.club}>
            <span className={`${styles.clubPlace} ${styles.numeric}`}>{rankText(club.place)}</span>
            <div>
              <p className={styles.clubName}>{club.name}</p>
              <p className={styles.clubMeta}>
                {club.level} ·{' '}
                {t('rankings.clubs.members', { count: formatNumber(club.memberCount) })}
              </p>
              {club.totalBet !== null && (
                <p className={styles.clubMeta}>
                  {t('rankings.clubs.totalBet', { amount: boardAmount('bet', club.totalBet) })}
                </p>
              )}
            </div>
            {club.weeklyReward !== null && (
              <div className={styles.clubPrize}>
                <span>{t('rankings.clubs.reward')}</span>
                <Money amount={club.weeklyReward} tone="reward" size="sm" />
              </div>
            )}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('rankings.clubs.title')}
      </h2>
      {content}
    </section>
  );
}

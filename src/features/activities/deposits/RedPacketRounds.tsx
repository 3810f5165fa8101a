import { useId } from 'react';
import { getNewRedPacketList, getRedPacketDistribution } from '../../../api/activities';
import { useQuietResource } from '../../../api/useQuietResource';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { abbreviateNumber } from '../../../lib/text';
import { Button } from '../../../ui/Button/Button';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { redPacketRounds, type RedPacketRoundRow } from './depositPromos';
import * as styles from './depositPromos.css';
import '../../../i18n/messages/depositPromos';

const PILL: Record<RedPacketRoundRow['state'], keyof typeof styles.pill> = {
  open: 'reward',
  waiting: 'neutral',
  received: 'done',
  ended: 'ended',
};

/** The rows the section shows (the demo world has 4 rounds; the skeleton keeps that height). */
const ROUND_ROWS = 4;

/**
 * The day's rounds of the type 39 pop-up: each round's time (São Paulo), its state (new red packet
 * list) and what it shares (red-packet distribution: money and packets, abbreviated as spec 5
 * says for tight spaces, in pt-BR words, the full figures for screen readers). Read on its own: a failure here
 * leaves the packet above usable and offers a retry.
 */
export function RedPacketRounds() {
  const titleId = useId();
  const list = useQuietResource(getNewRedPacketList, undefined, () => false);
  const distribution = useQuietResource(getRedPacketDistribution, undefined, () => false);
  const failed = [list, distribution].filter((part) => part.status === 'error');

  let body;
  if (failed.length > 0) {
    body = (
      <div className={styles.row}>
        <p className={styles.text}>{t('depositPromos.rounds.error')}</p>
        <Button
          variant="secondary"
          loading={failed.some((part) => part.retrying)}
          onClick={() => failed.forEach((part) => part.retry())}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!list.data || !distribution.data) {
    body = (
      <div aria-hidden="true">
        {Array.from({ length: ROUND_ROWS }, (_, i) => (
          <div key={i} className={styles.round}>
            <Skeleton shape="text" width="3em" />
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="4em" />
          </div>
        ))}
      </div>
    );
  } else {
    const rows = redPacketRounds(list.data, distribution.data);
    body =
      rows.length === 0 ? (
        <p className={styles.text}>{t('depositPromos.rounds.empty')}</p>
      ) : (
        <ul className={styles.roundList}>
          {rows.map((row) => (
            <li key={row.roundTime} className={styles.round}>
              <span className={styles.numeric}>{row.roundTime}</span>
              <span className={styles.muted}>
                {row.totalAmount !== null && row.packetCount !== null && (
                  <>
                    <span aria-hidden="true">
                      {t('depositPromos.rounds.share', {
                        amount: `R$\u00a0${abbreviateNumber(row.totalAmount)}`,
                        count: abbreviateNumber(row.packetCount),
                      })}
                    </span>
                    <span className="visually-hidden">
                      {t('depositPromos.rounds.share', {
                        amount: formatCurrency(row.totalAmount),
                        count: formatCurrency(row.packetCount, '', 0),
                      })}
                    </span>
                  </>
                )}
              </span>
              <span className={styles.pill[PILL[row.state]]}>
                {t(`depositPromos.rounds.state.${row.state}`)}
              </span>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className={styles.rounds} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('depositPromos.rounds.title')}
      </h3>
      {body}
    </section>
  );
}

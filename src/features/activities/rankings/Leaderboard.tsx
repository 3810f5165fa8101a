import { useId } from 'react';
import type { RankingPrize } from '../../../api/contract';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { abbreviateNumber } from '../../../lib/text';
import { Money } from '../../../ui/Money/Money';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { vars } from '../../../theme/contract.css';
import { hasGapBefore, type LeaderboardRow } from './rankingRules';
import * as styles from './rankings.css';
import '../../../i18n/messages/rankings';

/** What a leaderboard counts: money bet (bet rankings, super member day) or invitees. */
export type BoardUnit = 'bet' | 'invite';

/**
 * An amount as the board shows it: invitees as a count; money in full below R$ 1.000 and
 * abbreviated in pt-BR words above (spec 5 big numbers: mil, mi, bi, tri) with one decimal, so
 * the narrow column never cuts it ('R$ 482,1 mil' fits on a 375 px phone, 'R$ 482,11 mil' did not).
 */
export function boardAmount(unit: BoardUnit, amount: number): string {
  if (unit === 'invite') return formatNumber(amount);
  return Math.abs(amount) >= 1000
    ? `R$\u00a0${abbreviateNumber(amount, 1)}`
    : formatCurrency(amount);
}

export const rankText = (rank: number) => t('rankings.rank', { rank: formatNumber(rank) });

type LeaderboardProps = {
  unit: BoardUnit;
  rows: readonly LeaderboardRow[];
  pinned: LeaderboardRow | null;
};

/**
 * The standings table: rank, masked player, what they scored and the prize of the rank. The
 * reader's row is marked "Você" (and aria-current); when outside the listed top it comes after a
 * gap and stays at the screen's bottom while the list scrolls by.
 */
export function Leaderboard({ unit, rows, pinned }: LeaderboardProps) {
  const captionId = useId();
  return (
    <table className={styles.table} aria-labelledby={captionId}>
      {/* The card's heading says it already: the caption only names the table. */}
      <caption id={captionId} className="visually-hidden">
        {t('rankings.board.title')}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={`${styles.th} ${styles.rankCol}`}>
            {/* A narrow phone: "#" on screen, the word for screen readers. */}
            <span aria-hidden="true">#</span>
            <span className="visually-hidden">{t('rankings.board.rank')}</span>
          </th>
          <th scope="col" className={`${styles.th} ${styles.playerCol}`}>
            {t('rankings.board.player')}
          </th>
          <th scope="col" className={styles.th}>
            {t(unit === 'bet' ? 'rankings.board.bet' : 'rankings.board.invite')}
          </th>
          <th scope="col" className={`${styles.th} ${styles.prizeCol}`}>
            {t('rankings.board.prize')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row
            key={row.rank}
            unit={unit}
            row={row}
            className={row.mine ? styles.mine : undefined}
          />
        ))}
        {pinned && hasGapBefore(rows, pinned) && (
          <tr className={styles.gap}>
            <td colSpan={4}>
              <span aria-hidden="true">⋯</span>
              <span className="visually-hidden">{t('rankings.board.gap')}</span>
            </td>
          </tr>
        )}
        {pinned && <Row unit={unit} row={pinned} className={styles.pinned} />}
      </tbody>
    </table>
  );
}

function Row({
  unit,
  row,
  className,
}: {
  unit: BoardUnit;
  row: LeaderboardRow;
  className: string | undefined;
}) {
  return (
    <tr className={className} aria-current={row.mine || undefined}>
      <td className={`${styles.td} ${styles.numeric}`}>{rankText(row.rank)}</td>
      <td className={`${styles.td} ${styles.playerCell}`}>
        {row.userNo}
        {row.mine && (
          <>
            {' '}
            <span className={styles.youTag}>{t('rankings.board.you')}</span>
          </>
        )}
      </td>
      <td className={`${styles.td} ${styles.numeric}`}>{boardAmount(unit, row.amount)}</td>
      <td className={styles.td}>
        {row.reward > 0 ? <Money amount={row.reward} tone="reward" size="sm" /> : '—'}
      </td>
    </tr>
  );
}

/**
 * The standings' placeholder in their geometry: the countdown row (when the card shows it), the
 * standing line, then the table's header and ten rows of the same height.
 */
export function LeaderboardSkeleton({ withCountdown = false }: { withCountdown?: boolean }) {
  return (
    <div className={styles.standings} aria-hidden="true">
      {withCountdown && (
        <div className={styles.row}>
          <Skeleton shape="text" width="30%" />
          <Skeleton shape="text" width="25%" />
        </div>
      )}
      <Skeleton shape="text" width="60%" />
      <div>
        {Array.from({ length: 11 }, (_, i) => (
          <div key={i} className={styles.row}>
            <Skeleton height={vars.space.md} width="100%" radius="sm" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The prize bands: "1º R$ 500,00", "4º a 10º R$ 50,00". */
export function PrizeBands({ prizes }: { prizes: readonly RankingPrize[] }) {
  if (prizes.length === 0) return null;
  return (
    <div>
      <h3 className={styles.cardTitle}>{t('rankings.prizes.title')}</h3>
      <dl className={styles.prizeList}>
        {prizes.map((band) => (
          <div key={band.fromRank} className={styles.prizeBand}>
            <dt className={styles.prizeRank}>
              {band.fromRank === band.toRank
                ? rankText(band.fromRank)
                : t('rankings.rankRange', {
                    from: formatNumber(band.fromRank),
                    to: formatNumber(band.toRank),
                  })}
            </dt>
            <dd className={styles.prizeAmount}>
              <Money amount={band.reward} tone="reward" size="sm" />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

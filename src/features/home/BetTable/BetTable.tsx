import { useId, useState } from 'react';
import type { BetRow } from '../../../api/contract';
import { getBigWins, getUserBets } from '../../../api/bets';
import { useResource } from '../../../api/useResource';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { maskText } from '../../../lib/text';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Image } from '../../../ui/Image/Image';
import { Money } from '../../../ui/Money/Money';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { Tabs } from '../../../ui/Tabs/Tabs';
import { VISIBLE_ROWS, visibleRows } from './rotation';
import { useRotation } from './useRotation';
import * as styles from './BetTable.css';
import '../../../i18n/messages/homeLower';

/** Spec 4 big-win tabs: 1 last bet (the default), 2 big win. */
export type BetTab = '1' | '2';

const CALLS = { '1': getUserBets, '2': getBigWins } as const;

/** Currency symbols the table knows; other currencies show their code. */
const SYMBOLS: Record<string, string> = { BRL: 'R$' };

/** The server usually masks the player already (spec 3); anything unmasked is masked here (spec 5). */
export function maskedPlayer(userNo: string): string {
  return userNo.includes('*') ? userNo : maskText(userNo);
}

/**
 * '4,53x', '12,5x', '1.086x': fewer decimals as the multiplier grows, so the column stays narrow
 * enough for a phone (the big-win multipliers run into the thousands).
 */
export function formatMultiplier(value: number): string {
  const size = Math.abs(value);
  const decimals = size < 10 ? 2 : size < 100 ? 1 : 0;
  return t('homeFeed.bets.multiplierValue', {
    value: formatNumber(value, { maximumFractionDigits: decimals }),
  });
}

function Row({ row }: { row: BetRow }) {
  return (
    <tr className={styles.row}>
      <td className={styles.cell}>
        <span className={styles.game}>
          <span className={styles.logo}>
            <Image src={row.logo || undefined} alt="" ratio={1} radius="sm" />
          </span>
          <span className={styles.gameName}>{row.gameName}</span>
        </span>
      </td>
      <td className={`${styles.cell} ${styles.player}`}>{maskedPlayer(row.userNo)}</td>
      <td className={`${styles.cell} ${styles.end} ${styles.amount}`}>
        <Money
          amount={row.winAmount}
          symbol={SYMBOLS[row.walletCurrency] ?? row.walletCurrency}
          tone="reward"
          size="sm"
        />
      </td>
      <td className={`${styles.cell} ${styles.end} ${styles.multiplier}`}>
        {formatMultiplier(row.winMultiple)}
      </td>
    </tr>
  );
}

function SkeletonRow() {
  return (
    <tr className={styles.row} aria-hidden="true">
      <td className={styles.cell}>
        <span className={styles.game}>
          <Skeleton shape="block" width={28} height={28} radius="sm" />
          <Skeleton shape="text" width="60%" />
        </span>
      </td>
      <td className={styles.cell}>
        <Skeleton shape="text" width="80%" />
      </td>
      <td className={styles.cell}>
        <Skeleton shape="text" width="90%" />
      </td>
      <td className={styles.cell}>
        <Skeleton shape="text" width="70%" />
      </td>
    </tr>
  );
}

/**
 * The latest-bet and big-win table of the home (spec 2 home item 10). Two tabs (spec 4: 1 last
 * bet by default, 2 big win); a tab click loads its list, and clicks are ignored while a list
 * loads or on the active tab (the Tabs primitive's `busy`). Rows show the game (logo and name),
 * the masked player, the amount and the multiplier.
 *
 * With more than 6 rows the last row moves to the top every 2 s (spec 4, 9) and 6 are shown;
 * the rotation stops while the page is hidden or the player prefers reduced motion. The panel
 * keeps the height of a header and 6 rows in every state, so nothing around it moves.
 */
export function BetTable() {
  const headingId = useId();
  const [tab, setTab] = useState<BetTab>('1');
  const list = useResource(CALLS[tab], undefined);
  const loading = list.status === 'loading';
  const rows = list.data ?? [];
  const steps = useRotation(rows.length, list.data, loading);
  const labels: Record<BetTab, string> = {
    '1': t('homeFeed.bets.latest'),
    '2': t('homeFeed.bets.big'),
  };

  // Keys follow the row, not its place, so a rotation moves rows instead of rewriting them.
  const shown = visibleRows(
    rows.map((row, index) => ({ row, key: index })),
    steps,
  );

  let body;
  if (list.status === 'error') {
    body = (
      <div className={styles.state}>
        <EmptyState kind="fail" onRetry={list.retry} />
      </div>
    );
  } else if (list.status === 'empty') {
    body = (
      <div className={styles.state}>
        <EmptyState
          kind="empty_data"
          title={t('homeFeed.bets.emptyTitle')}
          description={t('homeFeed.bets.emptyDescription')}
        />
      </div>
    );
  } else {
    body = (
      <table className={styles.table}>
        <caption className="visually-hidden">{labels[tab]}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.headCell} ${styles.gameColumn}`}>
              {t('homeFeed.bets.game')}
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.playerColumn}`}>
              {t('homeFeed.bets.player')}
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.amountColumn} ${styles.end}`}>
              {t('homeFeed.bets.amount')}
            </th>
            <th
              scope="col"
              className={`${styles.headCell} ${styles.multiplierColumn} ${styles.end}`}
            >
              <span aria-hidden="true">{t('homeFeed.bets.multiplierShort')}</span>
              <span className="visually-hidden">{t('homeFeed.bets.multiplier')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: VISIBLE_ROWS }, (_, index) => <SkeletonRow key={index} />)
            : shown.map(({ row, key }) => <Row key={key} row={row} />)}
        </tbody>
      </table>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('homeFeed.bets.heading')}
      </h2>
      <Tabs
        items={[
          { value: '1', label: labels['1'] },
          { value: '2', label: labels['2'] },
        ]}
        value={tab}
        onChange={setTab}
        label={t('homeFeed.bets.tabs')}
        busy={loading}
        stretch
      >
        <div className={styles.panel}>{body}</div>
      </Tabs>
    </section>
  );
}

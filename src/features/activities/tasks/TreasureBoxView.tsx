import { useId, useState } from 'react';
import type { TreasureBox } from '../../../api/contract';
import { isApiError } from '../../../api/errors';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Money } from '../../../ui/Money/Money';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import { collectBox } from './taskData';
import { VisitorCard } from './taskParts';
import { boxState, collectableCount, type BoxState } from './taskRules';
import * as styles from './tasks.css';
import '../../../i18n/messages/tasks';

type Outcome =
  { kind: 'won'; n: number; amount: number } | { kind: 'refused'; n: number; message: string };

/**
 * Activity type 10 "Baú do tesouro" on /activityDetail/10 (spec 7 "treasure box
 * collect/{serialNumber}"): the player's boxes (carried by the activity detail, contract
 * TreasureBox CHOICE), each collectable once through `claimOnce` (a money action; one request per
 * box however many taps), collected and locked ones said as such. A refusal (already opened
 * elsewhere, not yet freed) is said in place and the detail is read again. The view has its own
 * action, so the page's generic claim card is left out.
 */
export function TreasureBoxView({ detail, loggedIn, refresh }: ActivityTypeViewProps) {
  if (!loggedIn) return <VisitorCard />;
  return <Boxes boxes={detail.treasureBoxes ?? []} refresh={refresh} />;
}

function Boxes({ boxes, refresh }: { boxes: readonly TreasureBox[]; refresh: () => void }) {
  const titleId = useId();
  const [collectedNow, setCollectedNow] = useState<ReadonlySet<string>>(() => new Set());
  const [sending, setSending] = useState<ReadonlySet<string>>(() => new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const open = collectableCount(boxes, collectedNow);

  const collect = (box: TreasureBox, n: number) => {
    setSending((s) => new Set(s).add(box.serialNumber));
    const settle = () =>
      setSending((s) => {
        const next = new Set(s);
        next.delete(box.serialNumber);
        return next;
      });
    collectBox(box.serialNumber).then(
      (result) => {
        settle();
        setCollectedNow((s) => new Set(s).add(box.serialNumber));
        setOutcome({ kind: 'won', n, amount: result.amount });
        refresh();
      },
      (error: unknown) => {
        settle();
        setOutcome({
          kind: 'refused',
          n,
          message: isApiError(error) ? error.message : t('api.error.generic'),
        });
        refresh();
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.headRow}>
        <h2 id={titleId} className={styles.title}>
          {t('tasks.treasure.title')}
        </h2>
        <span className={styles.muted}>
          {open === 0
            ? t('tasks.treasure.summaryNone')
            : open === 1
              ? t('tasks.treasure.summaryOne')
              : t('tasks.treasure.summary', { count: formatNumber(open) })}
        </span>
      </div>
      {boxes.length === 0 ? (
        <EmptyState
          kind="empty_data"
          title={t('tasks.treasure.empty.title')}
          description={t('tasks.treasure.empty.text')}
        />
      ) : (
        <ul className={styles.boxes} aria-label={t('tasks.treasure.list')}>
          {boxes.map((box, index) => (
            <BoxCell
              key={box.serialNumber}
              box={box}
              n={index + 1}
              state={boxState(box, collectedNow)}
              sending={sending.has(box.serialNumber)}
              onCollect={() => collect(box, index + 1)}
            />
          ))}
        </ul>
      )}
      {/* One live region: what a box paid is read out as it appears. */}
      <div className={styles.live} role="status">
        {outcome?.kind === 'won' && (
          <p className={styles.won}>
            {t('tasks.treasure.won', { amount: formatCurrency(outcome.amount), n: outcome.n })}
          </p>
        )}
      </div>
      {outcome?.kind === 'refused' && (
        <div className={styles.outcome} role="alert">
          <p className={styles.refused}>{t('tasks.treasure.refused', { n: outcome.n })}</p>
          <p className={styles.text}>{outcome.message || t('api.error.generic')}</p>
        </div>
      )}
    </section>
  );
}

type BoxCellProps = {
  box: TreasureBox;
  n: number;
  state: BoxState;
  sending: boolean;
  onCollect: () => void;
};

function BoxCell({ box, n, state, sending, onCollect }: BoxCellProps) {
  return (
    <li className={styles.box[state]}>
      <div className={styles.itemRow}>
        <p className={styles.itemTitle}>{t('tasks.treasure.box', { n })}</p>
        <Money amount={box.reward} size="sm" tone={state === 'locked' ? 'default' : 'reward'} />
      </div>
      {/* Two lines kept in every state, so a box never changes height when it opens. */}
      <p className={styles.boxNote}>
        {state !== 'locked'
          ? '\u00a0'
          : box.invitesNeeded === 1
            ? t('tasks.treasure.needsOne')
            : t('tasks.treasure.needs', { count: formatNumber(box.invitesNeeded) })}
      </p>
      {state === 'collectable' ? (
        <Button
          block
          loading={sending}
          disabled={sending}
          aria-label={t('tasks.treasure.collectName', { n })}
          onClick={onCollect}
        >
          {t('tasks.treasure.collect')}
        </Button>
      ) : (
        <span className={styles.actionSlot}>
          <span className={styles.pill[state === 'collected' ? 'done' : 'locked']}>
            {t(state === 'collected' ? 'tasks.treasure.collected' : 'tasks.treasure.locked')}
          </span>
        </span>
      )}
    </li>
  );
}

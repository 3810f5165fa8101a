import { useId } from 'react';
import type { ScratchCard, ScratchCardDetails } from '../../../api/contract';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { now } from '../../../lib/clock';
import { formatCurrency } from '../../../lib/money';
import { formatDate } from '../../../lib/time';
import { openOverlay } from '../../../state/overlays';
import { vars } from '../../../theme/contract.css';
import { Button } from '../../../ui/Button/Button';
import { Celebration } from '../../../ui/Celebration/Celebration';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Money } from '../../../ui/Money/Money';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { usePrize } from '../../home';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import { ScratchFoil } from './ScratchFoil';
import {
  canCombine,
  canWithdraw,
  combineBonus,
  hiddenCards,
  scratchEnded,
  scratchPhase,
} from './scratchRules';
import { useScratchCards, type ScratchCards } from './useScratchCards';
import * as styles from './ScratchView.css';
import '../../../i18n/messages/scratch';

const percent = (fraction: number) =>
  formatNumber(fraction, { style: 'percent', maximumFractionDigits: 1 });

const register = () => openOverlay('auth', { mode: 'register' });

/**
 * Activity type 14, "Raspadinha premiada" (spec 7 scratch card calls; spec 2: the home's
 * scratch-ticket banner opens this page). The rising pool (spec 9, the same figure as the home
 * banner's: features/home `usePrize`), the player's cards, scratching (a "Raspar" button, or
 * rubbing the foil with a finger or mouse), combining the hidden cards for a bonus, and
 * withdrawing the revealed prizes to the wallet (a money action). Spec 6: a visitor sees the
 * pool and is asked to register; nothing is sent.
 */
export function ScratchView({ detail, loggedIn }: ActivityTypeViewProps) {
  const titleId = useId();
  const cards = useScratchCards(loggedIn);
  const ended = scratchEnded(detail, now());
  const details = cards.data;

  let body;
  if (cards.status === 'loading') {
    body = <ScratchSkeleton />;
  } else if (cards.status === 'error' || !details) {
    body = (
      <>
        <p className={styles.text}>{t('scratch.error')}</p>
        <EmptyState
          kind={cards.error?.kind === 'network' ? 'network_error' : 'fail'}
          onRetry={cards.retry}
          retrying={cards.retrying}
        />
      </>
    );
  } else {
    body = <Loaded details={details} loggedIn={loggedIn} ended={ended} cards={cards} />;
  }

  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      aria-busy={cards.status === 'loading' || undefined}
    >
      <div className={styles.titleRow}>
        <h2 id={titleId} className={styles.title}>
          {t('scratch.title')}
        </h2>
        {ended && <span className={styles.pill.ended}>{t('scratch.endedPill')}</span>}
        {!ended && details && loggedIn && canWithdraw(details) && (
          <span className={styles.pill.reward}>{t('scratch.claimablePill')}</span>
        )}
      </div>
      {details && <Pool initialAmount={details.initialRewardAmount} />}
      {ended && (
        <p className={styles.text}>
          {t('scratch.endedText', { date: formatDate(detail.endTime) })}
        </p>
      )}
      {body}
    </section>
  );
}

/** Spec 9: the pool rises about R$ 0,30 to 0,40 a second, in step with the home banner. */
function Pool({ initialAmount }: { initialAmount: number }) {
  const amount = usePrize(initialAmount);
  return (
    <p className={styles.pool}>
      <span className={styles.poolLabel}>{t('scratch.pool')}</span>
      <span className={styles.poolValue}>{formatCurrency(amount)}</span>
    </p>
  );
}

type LoadedProps = {
  details: ScratchCardDetails;
  loggedIn: boolean;
  ended: boolean;
  cards: ScratchCards;
};

function Loaded({ details, loggedIn, ended, cards }: LoadedProps) {
  const phase = scratchPhase(details, loggedIn);
  if (phase === 'visitor') {
    return (
      <>
        <p className={styles.text}>{t('scratch.visitor.text')}</p>
        {/* Spec 6: a visitor's scratch opens the register pop-up; nothing is sent. */}
        <Button block onClick={register}>
          {t('scratch.visitor.cta')}
        </Button>
      </>
    );
  }
  if (phase === 'empty') {
    return (
      <>
        <Outcome cards={cards} />
        <EmptyState
          kind="empty_data"
          title={t('scratch.empty.title')}
          description={t('scratch.empty.text')}
        />
      </>
    );
  }
  const { pending } = cards;
  const hidden = hiddenCards(details).length;
  const bonus = combineBonus(details.combineMultiplier);
  return (
    <>
      {!ended && hidden > 0 && <p className={styles.text}>{t('scratch.hint')}</p>}
      <ul className={styles.grid} aria-label={t('scratch.cardsLabel')}>
        {details.cards.map((card, index) => (
          <CardTile
            key={card.id}
            card={card}
            number={index + 1}
            bonus={bonus}
            ended={ended}
            busy={pending !== null}
            scratching={pending?.action === 'scratch' && pending.cardId === card.id}
            onScratch={() => cards.scratch(card.id)}
          />
        ))}
      </ul>
      <Outcome cards={cards} />
      <p className={styles.summary}>
        <span>{t('scratch.withdrawable')}</span>
        <Money amount={details.withdrawableAmount} tone="reward" size="lg" />
      </p>
      {details.withdrawnAmount > 0 && (
        <p className={styles.text}>
          {t('scratch.withdrawnTotal', { amount: formatCurrency(details.withdrawnAmount) })}
        </p>
      )}
      <div className={styles.actions}>
        {canWithdraw(details) && (
          <Button
            block
            loading={pending?.action === 'withdraw'}
            disabled={pending !== null && pending.action !== 'withdraw'}
            onClick={cards.withdraw}
          >
            {t('scratch.withdraw', { amount: formatCurrency(details.withdrawableAmount) })}
          </Button>
        )}
        {canCombine(details, ended) && (
          <>
            <p className={styles.text}>
              {t('scratch.combineText', { count: formatNumber(hidden), percent: percent(bonus) })}
            </p>
            <Button
              block
              variant="secondary"
              loading={pending?.action === 'combine'}
              disabled={pending !== null && pending.action !== 'combine'}
              onClick={cards.combine}
            >
              {t('scratch.combine', { count: formatNumber(hidden) })}
            </Button>
          </>
        )}
      </div>
    </>
  );
}

type CardTileProps = {
  card: ScratchCard;
  number: number;
  bonus: number;
  ended: boolean;
  busy: boolean;
  scratching: boolean;
  onScratch: () => void;
};

function CardTile({ card, number, bonus, ended, busy, scratching, onScratch }: CardTileProps) {
  const titleId = useId();
  const name = card.combined ? t('scratch.card.combined') : t('scratch.card', { number });
  const revealed = card.state === 'revealed' && card.prizeAmount !== null;
  return (
    <li className={styles.tile} aria-labelledby={titleId}>
      <p id={titleId} className={styles.tileTitle}>
        {name}
      </p>
      <div className={styles.panel}>
        {revealed ? (
          <span className={styles.prize}>
            <span className="visually-hidden">{t('scratch.card.prize')}: </span>
            <span className={styles.prizeAmount}>{formatCurrency(card.prizeAmount ?? 0)}</span>
            {card.combined && bonus > 0 && (
              <span className={styles.tag}>
                {t('scratch.card.bonus', { percent: percent(bonus) })}
              </span>
            )}
          </span>
        ) : (
          <>
            <span className={styles.hiddenMark} aria-hidden="true">
              ?
            </span>
            <span className="visually-hidden">{t('scratch.card.hidden')}</span>
            {!ended && <ScratchFoil disabled={busy} onScratched={onScratch} />}
          </>
        )}
      </div>
      {revealed || ended ? (
        <p className={styles.tileDone}>
          {revealed ? t('scratch.card.scratched') : t('scratch.card.expired')}
        </p>
      ) : (
        <Button
          size="md"
          block
          loading={scratching}
          disabled={busy && !scratching}
          aria-describedby={titleId}
          onClick={onScratch}
        >
          {t('scratch.scratch')}
        </Button>
      )}
    </li>
  );
}

const OUTCOME_TEXT = {
  scratch: 'scratch.refusedTitle.scratch',
  combine: 'scratch.refusedTitle.combine',
  withdraw: 'scratch.refusedTitle.withdraw',
} as const;

/** What the last action did: a live region for wins, an alert for refusals (said in place). */
function Outcome({ cards }: { cards: ScratchCards }) {
  const { outcome } = cards;
  return (
    <>
      <div className={styles.live} role="status">
        {/* The prize just scratched is a win: its moment (the amount counts up, a burst). */}
        {outcome.kind === 'scratched' && outcome.amount !== null && (
          <p className={styles.scratchedTitle}>
            <Celebration
              amount={outcome.amount}
              say={(amount) => t('scratch.scratched', { amount })}
            />
          </p>
        )}
        {outcome.kind === 'combined' && <p className={styles.text}>{t('scratch.combined')}</p>}
        {outcome.kind === 'withdrawn' && (
          <div className={styles.outcome}>
            <p className={styles.wonTitle}>
              {t('scratch.withdrawn', { amount: formatCurrency(outcome.amount) })}
            </p>
            <p className={styles.text}>{t('scratch.withdrawnText')}</p>
          </div>
        )}
      </div>
      {outcome.kind === 'refused' && (
        <div className={styles.outcome} role="alert">
          <p className={styles.refusedTitle}>{t(OUTCOME_TEXT[outcome.action])}</p>
          <p className={styles.text}>{outcome.message}</p>
        </div>
      )}
    </>
  );
}

/** The cards' shape while they load: pool, hint, three cards, the action. */
function ScratchSkeleton() {
  return (
    <div className={styles.actions} aria-hidden="true">
      <Skeleton height={68} radius="md" />
      <Skeleton shape="text" />
      <div className={styles.grid}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.tile}>
            <Skeleton shape="text" width="70%" />
            <Skeleton ratio={1} radius="md" />
            <Skeleton height={vars.size.touchTarget} radius="md" />
          </div>
        ))}
      </div>
      <Skeleton height={vars.size.touchTarget} radius="md" />
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import type { LuckyWheel, WheelSpin } from '../../../api/contract';
import {
  getBigWheel,
  getLuckyTurntable,
  spinBigWheel,
  spinLuckyTurntable,
} from '../../../api/activities';
import { isApiError } from '../../../api/errors';
import type { CallOptions } from '../../../api/http';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { now } from '../../../lib/clock';
import { formatCurrency } from '../../../lib/money';
import { formatDate } from '../../../lib/time';
import { openOverlay } from '../../../state/overlays';
import { Button } from '../../../ui/Button/Button';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Money } from '../../../ui/Money/Money';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { Tabs } from '../../../ui/Tabs/Tabs';
import { vars } from '../../../theme/contract.css';
import { claimOnce, usePopupDetail } from '../activityClaim';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import { WheelDisc, WheelPointer } from './WheelDisc';
import {
  isDoubleTap,
  landingAngle,
  SPIN_EASING,
  SPIN_MS,
  spinIntent,
  WHEEL_KINDS,
  wheelPhase,
  type WheelKind,
} from './wheelRules';
import { RewardTable } from '../RewardTable/RewardTable';
import * as styles from './WheelView.css';
import '../../../i18n/messages/wheel';
import { ClaimOutcome } from '../ClaimOutcome/ClaimOutcome';

/** A wheel as the panel reads it: the server's answer and when its countdown ends. */
type WheelData = LuckyWheel & { nextSpinsAt: number };

const quiet: CallOptions = { silent: true };

/** The read and the spin of each wheel (spec 7 "lucky turntable", "big wheel day and month"). */
const CALLS: Record<
  WheelKind,
  { key: string; read: () => Promise<LuckyWheel>; spin: (o: CallOptions) => Promise<WheelSpin> }
> = {
  turntable: {
    key: getLuckyTurntable.key(),
    read: () => getLuckyTurntable(undefined, quiet),
    spin: (options) => spinLuckyTurntable(options),
  },
  day: {
    key: getBigWheel.key({ period: 'day' }),
    read: () => getBigWheel({ period: 'day' }, quiet),
    spin: (options) => spinBigWheel('day', options),
  },
  month: {
    key: getBigWheel.key({ period: 'month' }),
    read: () => getBigWheel({ period: 'month' }, quiet),
    spin: (options) => spinBigWheel('month', options),
  },
};

const TAB_LABEL = {
  turntable: 'wheel.kind.turntable',
  day: 'wheel.kind.day',
  month: 'wheel.kind.month',
} as const;

/** Players who ask for less motion, and the story runner (frozen pixels), get no spin. */
const stillMotion = () =>
  document.documentElement.dataset.motion === 'off' ||
  (typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches);

/**
 * Activity type 8 on /activityDetail/8: the lucky turntable and the day and month big wheels, one
 * tab each. Each shows its wheel, its prizes and odds before any spin, the spins left and the spin
 * (a money action: the server draws and credits the prize; the wheel then lands on it and the prize
 * is announced). The page's generic participation card stays below (typeViews.ts: the activity's
 * own bonus, getActivityBonus).
 */
export function WheelView({ detail, loggedIn }: ActivityTypeViewProps) {
  const titleId = useId();
  const [kind, setKind] = useState<WheelKind>('turntable');
  const [spinning, setSpinning] = useState(false);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('wheel.title')}
      </h2>
      <Tabs
        items={WHEEL_KINDS.map((value) => ({ value, label: t(TAB_LABEL[value]) }))}
        value={kind}
        onChange={setKind}
        label={t('wheel.tabs')}
        busy={spinning}
        stretch
      >
        <WheelPanel
          key={`${kind}:${loggedIn}`}
          kind={kind}
          loggedIn={loggedIn}
          activityEnd={detail.endTime}
          onSpinning={setSpinning}
        />
      </Tabs>
    </section>
  );
}

type Spin =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'landing'; result: WheelSpin }
  | { status: 'won'; result: WheelSpin }
  | { status: 'refused'; message: string };

type WheelPanelProps = {
  kind: WheelKind;
  loggedIn: boolean;
  activityEnd: number;
  /** A spin is on its way (request or animation): the tabs hold still. */
  onSpinning: (spinning: boolean) => void;
};

function WheelPanel({ kind, loggedIn, activityEnd, onSpinning }: WheelPanelProps) {
  const calls = CALLS[kind];
  const wheel = usePopupDetail<WheelData>([calls.key, loggedIn], () =>
    calls.read().then((answer) => ({ ...answer, nextSpinsAt: now() + answer.countDown })),
  );
  const [spin, setSpin] = useState<Spin>({ status: 'idle' });
  const [angle, setAngle] = useState(0);
  const rotor = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  const lastTap = useRef(-Infinity);
  const busy = spin.status === 'sending' || spin.status === 'landing';

  useEffect(() => {
    onSpinning(busy);
  }, [busy, onSpinning]);
  useEffect(
    () => () => {
      animation.current?.cancel();
      onSpinning(false);
    },
    [onSpinning],
  );

  if (wheel.status === 'loading') return <PanelSkeleton />;
  if (wheel.status === 'error' || !wheel.data) {
    return (
      <EmptyState
        kind={wheel.error?.kind === 'network' ? 'network_error' : 'fail'}
        title={t('wheel.error.title')}
        description={wheel.error?.message}
        onRetry={() => void wheel.refresh()}
        retrying={wheel.validating}
      />
    );
  }
  const data = wheel.data;
  const count = data.prizes.length;
  const phase = wheelPhase(data, loggedIn, activityEnd, now());
  if (phase === 'empty') {
    return (
      <EmptyState
        kind="empty_data"
        title={t('wheel.empty.title')}
        description={t('wheel.empty.text')}
      />
    );
  }

  /** Turns the wheel onto the server's segment: ~4 s ease-out, or at once with still motion. */
  const land = (result: WheelSpin): Promise<void> => {
    const to = landingAngle(angle, result.prizeIndex, count);
    const from = angle;
    setAngle(to);
    const element = rotor.current;
    if (!element || stillMotion() || typeof element.animate !== 'function') {
      return Promise.resolve();
    }
    // Transform only (compositor): the face is never redrawn while it turns.
    const run = element.animate(
      [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${to}deg)` }],
      { duration: SPIN_MS, easing: SPIN_EASING },
    );
    animation.current = run;
    return run.finished.then(
      () => undefined,
      () => undefined,
    );
  };

  const onSpin = () => {
    if (!loggedIn) {
      // Spec 6: actions that need an account open the register pop-up; nothing is sent.
      openOverlay('auth', { mode: 'register' });
      return;
    }
    // A fast answer and no animation (reduced motion) leave the button ready again at once: a
    // second touch of the same double tap must not spin again (spec 9, 300 ms).
    const at = performance.now();
    if (busy || isDoubleTap(at, lastTap.current)) return;
    lastTap.current = at;
    setSpin({ status: 'sending' });
    claimOnce(spinIntent(kind, data.spinsLeft), (idempotencyKey) =>
      calls.spin({ idempotencyKey, silent: true }),
    ).then(
      async (result) => {
        setSpin({ status: 'landing', result });
        await land(result);
        setSpin({ status: 'won', result });
        void wheel.refresh();
      },
      (error: unknown) => {
        setSpin({
          status: 'refused',
          message: isApiError(error) && error.message ? error.message : t('wheel.refusedFallback'),
        });
        // The server knows better (e.g. the spins were used on another device).
        void wheel.refresh();
      },
    );
  };

  const shownSpins =
    spin.status === 'landing' || spin.status === 'won'
      ? Math.min(data.spinsLeft, spin.result.spinsLeft)
      : data.spinsLeft;
  const canSpin = phase === 'visitor' || (phase === 'ready' && shownSpins > 0);
  const prizes = data.prizes.map((p) => p.amount);
  const min = Math.min(...prizes);
  const max = Math.max(...prizes);

  return (
    <div className={styles.panel}>
      {phase === 'expired' && (
        <p className={styles.text}>{t('wheel.expired', { date: formatDate(activityEnd) })}</p>
      )}
      {phase === 'visitor' && <p className={styles.text}>{t('wheel.visitor')}</p>}
      {loggedIn && phase !== 'expired' && (
        <p className={styles.spinsRow}>
          <span>{t('wheel.spinsLeft')}</span>
          <span className={styles.spinsCount}>{formatNumber(shownSpins)}</span>
        </p>
      )}
      <div
        className={styles.stage}
        role="img"
        aria-label={t('wheel.image', {
          count: formatNumber(count),
          min: formatCurrency(min),
          max: formatCurrency(max),
        })}
      >
        <WheelDisc ref={rotor} prizes={data.prizes} angle={angle} />
        <WheelPointer />
      </div>
      <ClaimOutcome
        wonAmount={spin.status === 'won' ? spin.result.amount : null}
        wonTitle={(amount) => t('wheel.won', { amount })}
        wonText={t('wheel.wonText')}
        refusedMessage={spin.status === 'refused' ? spin.message : null}
        refusedTitle={t('wheel.refusedTitle')}
      />
      {phase === 'noSpins' && spin.status !== 'won' && (
        <p className={styles.text}>{t('wheel.noSpins')}</p>
      )}
      {phase === 'noSpins' || (phase === 'ready' && shownSpins === 0 && !busy) ? (
        <p className={styles.spinsRow}>
          <span>{t('wheel.nextSpins')}</span>
          <Countdown deadline={data.nextSpinsAt} onEnd={() => void wheel.refresh()} />
        </p>
      ) : null}
      {(canSpin || busy) && (
        <Button block loading={busy} disabled={busy} onClick={onSpin}>
          {busy ? t('wheel.spinning') : t('wheel.spin')}
        </Button>
      )}
      <OddsTable data={data} />
    </div>
  );
}

/** The prizes and their chances, shown before any spin. */
function OddsTable({ data }: { data: LuckyWheel }) {
  return (
    <RewardTable
      caption={t('wheel.odds.title')}
      columns={[t('wheel.odds.prize'), t('wheel.odds.chance')]}
      rows={data.prizes.map((prize, index) => ({
        key: index,
        cells: [
          <Money amount={prize.amount} tone="reward" size="sm" />,
          t('wheel.odds.percent', {
            value: formatNumber(prize.chance, { maximumFractionDigits: 2 }),
          }),
        ],
      }))}
      cellClassName={styles.td}
    />
  );
}

/** The loaded panel's shape: spins row, the wheel, the button, the table's rows. */
function PanelSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton height={vars.size.touchTarget} radius="sm" />
      <div className={styles.skeletonWheel}>
        <Skeleton shape="circle" width="100%" ratio={1} />
      </div>
      <Skeleton height={vars.size.touchTarget} radius="md" />
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="text" lines={8} />
    </div>
  );
}

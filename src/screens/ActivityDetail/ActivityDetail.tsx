import { Suspense, useEffect, useId } from 'react';
import { useSearch } from 'wouter';
import type { ActivityDetail as Detail, ActivityProgress } from '../../api/contract';
import { getActivityDetail } from '../../api/activities';
import { useQuietResource } from '../../api/useQuietResource';
import { useClaim, type Claim } from '../../features/activities/activityPopup';
import {
  activityPhase,
  claimActivity,
  isActivityNotFound,
  parseActivityId,
  progressPercent,
  type ActivityPhase,
} from '../../features/activities/activityDetail';
import { activityTypeView } from '../../features/activities/typeViews/typeViews';
import { VisitorInvite } from '../../features/activities/VisitorInvite/VisitorInvite';
import { ArticleFrame } from '../../features/content/ArticleFrame/ArticleFrame';
import { preloadSanitizer, SafeHtml } from '../../features/content';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { formatCurrency } from '../../lib/money';
import { serverImage } from '../../lib/serverLink';
import { formatDate } from '../../lib/time';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button/Button';
import { Image } from '../../ui/Image/Image';
import { Money } from '../../ui/Money/Money';
import { ProgressBar } from '../../ui/ProgressBar/ProgressBar';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { RevealInOrder } from '../../ui/Skeleton/RevealInOrder';
import { vars } from '../../theme/contract.css';
import { RewardTable } from '../../features/activities/RewardTable/RewardTable';
import * as styles from './ActivityDetail.css';
import '../../i18n/messages/activityDetail';
import { ClaimOutcome } from '../../features/activities/ClaimOutcome/ClaimOutcome';

/** The banner spans the 500 px column (spec 9 layout max width). */
const BANNER_PROXY_WIDTH = 500;
/** CHOICE: activity banners are 2:1 (the mock world's art; the box keeps it before it loads). */
const BANNER_RATIO = 2;
/**
 * CHOICE: how long the cards below a type's view wait for it to settle: longer than its reads
 * take on a slow phone network (a shorter wait would let them be pushed there after all), far
 * shorter than the client's 30 s before it gives up on a read that hangs (spec 9).
 */
const VIEW_WAIT_MS = 8000;

type ActivityDetailProps = {
  /** The path's `{type}` (spec 2): informative only, the `?id=` decides. */
  type?: string;
};

/**
 * /activityDetail/{type}?id= and /activityDetail?id= (spec 2, public): one activity's page, the
 * target of the home icons of "other" types, the scratch-ticket banner and the first-deposit
 * float. Banner, period, the player's part (progress and the claim), the reward table and the
 * rules (server HTML, only through SafeHtml). Spec 6: a visitor reads it all and is asked to
 * register on claim; nothing is sent.
 */
export function ActivityDetail(_props: ActivityDetailProps) {
  const id = parseActivityId(useSearch());
  // The sanitiser downloads while the activity does (SafeHtml would otherwise wait for both).
  useEffect(preloadSanitizer, []);
  const detail = useQuietResource(getActivityDetail, id === null ? null : { id }, () => false);
  // A failed refresh keeps the page (SWR keeps the data): e.g. after a refused claim.
  const found = detail.data;
  const notFound = id === null || (found === undefined && isActivityNotFound(detail.error));

  return (
    <ArticleFrame
      read={detail}
      found={found}
      notFound={notFound}
      header={(title) => <PageHeader title={title} />}
      notFoundTitle={t('activityDetail.notFound.title')}
      notFoundText={t('activityDetail.notFound.text')}
      back={{ href: '/activity', label: t('activityDetail.backToList') }}
      errorTitle={t('activityDetail.title')}
      titleOf={(entry) => entry.activityLang.title}
      skeleton={<DetailSkeleton />}
    >
      {(entry) => (
        // The activity may vanish after the page read it (a claim refused 3006, then the refresh):
        // the page stays, with the refusal said in place, and offers no claim any more.
        <Loaded
          key={entry.id}
          detail={entry}
          gone={isActivityNotFound(detail.error)}
          refresh={detail.retry}
        />
      )}
    </ArticleFrame>
  );
}

type LoadedProps = { detail: Detail; gone: boolean; refresh: () => void };

function Loaded({ detail, gone, refresh }: LoadedProps) {
  const { token } = useSession();
  const [claim, send] = useClaim(
    () => claimActivity(detail.id),
    async () => refresh(),
  );
  const typeView = activityTypeView(detail.type);
  const phase = activityPhase(detail, token !== '');
  return (
    <>
      <Image
        src={
          detail.activityLang.bannerPicUrl
            ? serverImage(detail.activityLang.bannerPicUrl, BANNER_PROXY_WIDTH)
            : undefined
        }
        alt=""
        ratio={BANNER_RATIO}
        eager
      />
      <p className={styles.period}>
        <span className="visually-hidden">{t('activityDetail.periodLabel')}: </span>
        {t('activityDetail.period', {
          start: formatDate(detail.startTime),
          end: formatDate(detail.endTime),
        })}
      </p>
      {/* A type's view grows twice (its code, then its own reads) by amounts its placeholder
          cannot know (rows, tiers, tasks): the cards below it are placed once it has settled,
          so its growth never pushes them (spec 9: no layout shift). */}
      <RevealInOrder maxWaitMs={VIEW_WAIT_MS}>
        {typeView && (
          // A type's own view: its chunk loads with the page of that type only.
          <Suspense fallback={<TypeViewSkeleton />}>
            <typeView.View detail={detail} loggedIn={token !== ''} refresh={refresh} />
          </Suspense>
        )}
        <>
          {showsParticipation(detail, phase, typeView, claim) && (
            <Participation detail={detail} phase={phase} claim={claim} gone={gone} onClaim={send} />
          )}
          <Rewards detail={detail} />
          <Rules html={detail.content} />
        </>
      </RevealInOrder>
    </>
  );
}

/**
 * Whether the generic "Sua participação" card says anything on this page. Under a type's own
 * view (the wheel's spins, the tasks, the top-up tiers) it is left out while the player has not
 * joined and there is no goal to show: "Você ainda não participa, cumpra uma das condições da
 * tabela" under a view full of the player's own state read as a contradiction. It stays for a
 * reward waiting, in progress or taken, and for a claim just made; visitors keep the invitation.
 */
function showsParticipation(
  detail: Detail,
  phase: ActivityPhase,
  typeView: { replacesParticipation: boolean } | null,
  claim: Claim,
): boolean {
  if (!typeView) return true;
  if (typeView.replacesParticipation) return false;
  return phase !== 'notJoined' || detail.progress !== null || claim.status !== 'idle';
}

const PILL: Record<Exclude<ActivityPhase, 'visitor'>, keyof typeof styles.pill> = {
  notJoined: 'neutral',
  claimable: 'reward',
  inProgress: 'progress',
  finished: 'done',
};

const PHASE_TEXT = {
  notJoined: ['activityDetail.status.none', 'activityDetail.status.noneText'],
  claimable: ['activityDetail.status.claimable', 'activityDetail.status.claimableText'],
  inProgress: ['activityDetail.status.inProgress', 'activityDetail.status.inProgressText'],
  finished: ['activityDetail.status.finished', 'activityDetail.status.finishedText'],
} as const;

type ParticipationProps = {
  detail: Detail;
  phase: ActivityPhase;
  claim: Claim;
  /** The server no longer knows the activity: nothing to claim. */
  gone: boolean;
  onClaim: () => void;
};

/** The player's part: phase, progress, the claim and its outcome; a visitor's invitation. */
function Participation({ detail, phase, claim, gone, onClaim }: ParticipationProps) {
  const titleId = useId();
  if (phase === 'visitor') {
    return (
      <VisitorInvite
        title={t('activityDetail.visitor.title')}
        text={t('activityDetail.visitor.text')}
        action={t('activityDetail.claimPrize')}
      />
    );
  }
  // A claim just won reads as finished before the detail is read again.
  const shown: Exclude<ActivityPhase, 'visitor'> = claim.status === 'won' ? 'finished' : phase;
  const [label, phaseText] = PHASE_TEXT[shown];
  // "Cumpra uma das condições da tabela" only where there is a table; else the rules say how.
  const text =
    shown === 'notJoined' && detail.rewards.length === 0
      ? 'activityDetail.status.noneTextRules'
      : phaseText;
  const amount = detail.claimableAmount;
  const canClaim = shown === 'claimable' && claim.status !== 'won' && !gone;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.statusRow}>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('activityDetail.status.title')}
        </h2>
        <span className={styles.pill[PILL[shown]]}>{t(label)}</span>
      </div>
      <p className={styles.text}>{t(text)}</p>
      {detail.progress && <Progress progress={detail.progress} complete={claim.status === 'won'} />}
      <ClaimOutcome
        wonAmount={claim.status === 'won' ? claim.result.amount : null}
        wonTitle={(amount) => t('activityDetail.won', { amount })}
        wonText={t('activityDetail.wonText')}
        refusedMessage={claim.status === 'refused' ? claim.message : null}
        refusedTitle={t('activityDetail.refusedTitle')}
        refusedFallback={t('activityDetail.refusedFallback')}
      />
      {canClaim && (
        <>
          {amount !== null && (
            <p className={styles.amountRow}>
              <span>{t('activityDetail.amountLabel')}</span>
              <Money amount={amount} tone="reward" size="lg" />
            </p>
          )}
          <Button
            block
            loading={claim.status === 'sending'}
            disabled={claim.status === 'sending'}
            onClick={onClaim}
          >
            {amount !== null
              ? t('activityDetail.claim', { amount: formatCurrency(amount) })
              : t('activityDetail.claimPrize')}
          </Button>
        </>
      )}
    </section>
  );
}

const progressText = (value: number, unit: ActivityProgress['unit']) =>
  unit === 'money' ? formatCurrency(value) : formatNumber(value);

/** The goal's progress bar; `complete` after a claim won (the goal was reached). */
function Progress({ progress, complete }: { progress: ActivityProgress; complete: boolean }) {
  const labelId = useId();
  const current = complete ? Math.max(progress.current, progress.target) : progress.current;
  const value = t('activityDetail.progress.value', {
    current: progressText(current, progress.unit),
    target: progressText(progress.target, progress.unit),
  });
  const percent = progressPercent({ current, target: progress.target });
  return (
    <div className={styles.progress}>
      <div className={styles.progressLabel}>
        <span id={labelId}>{t('activityDetail.progress.label')}</span>
        <span className={styles.progressValue}>{value}</span>
      </div>
      <ProgressBar labelledBy={labelId} value={percent} max={100} valueText={value} />
    </div>
  );
}

/** The reward table (contract ActivityReward CHOICE): condition and prize per row. */
function Rewards({ detail }: { detail: Detail }) {
  const titleId = useId();
  // No rows: no card. The rules say what the activity pays (an empty table card contradicted
  // activities whose prize is not a table, such as a scratch card or an envelope).
  if (detail.rewards.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <RewardTable
        caption={t('activityDetail.rewards.title')}
        captionId={titleId}
        columns={[t('activityDetail.rewards.condition'), t('activityDetail.rewards.amount')]}
        rows={detail.rewards.map((reward, index) => ({
          key: index,
          cells: [reward.condition, <Money amount={reward.amount} tone="reward" size="sm" />],
        }))}
      />
    </section>
  );
}

/** The rules: server HTML, only ever through SafeHtml (features/content). */
function Rules({ html }: { html: string }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('activityDetail.rules.title')}
      </h2>
      <SafeHtml html={html} fallback={<Skeleton shape="text" lines={4} />} />
    </section>
  );
}

/** A type view's card while its code loads (the card's title, text and action rows). */
function TypeViewSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton shape="text" width="45%" />
      <Skeleton shape="text" lines={2} />
      <Skeleton height={vars.size.touchTarget} radius="md" />
    </div>
  );
}

/** The loaded page's shape: banner, period, the three cards. */
function DetailSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton ratio={BANNER_RATIO} radius="md" />
      <Skeleton shape="text" width="55%" />
      <div className={styles.card}>
        <Skeleton shape="text" width="45%" />
        <Skeleton shape="text" lines={2} />
        <Skeleton height={vars.space.sm} radius="sm" />
        <Skeleton height={vars.size.touchTarget} radius="md" />
      </div>
      <div className={styles.card}>
        <Skeleton shape="text" width="40%" />
        <Skeleton shape="text" lines={4} />
      </div>
      <div className={styles.card}>
        <Skeleton shape="text" width="30%" />
        <Skeleton shape="text" lines={4} />
      </div>
    </div>
  );
}

import type { SignDay } from '../../api/contract';
import { t } from '../../i18n/t';
import { currencyDisplay, type CurrencyDisplay } from '../../lib/currencyDisplay';
import { closeOverlay } from '../../state/overlays';
import { usePlatform } from '../../state/platform';
import { useWallet } from '../../state/wallet';
import { Button } from '../../ui/Button/Button';
import { Celebration } from '../../ui/Celebration/Celebration';
import { CheckIcon } from '../../ui/Icon/CheckIcon';
import { Money } from '../../ui/Money/Money';
import { Sheet } from '../../ui/Sheet/Sheet';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { SevenDayChest } from '../../features/activities/tasks/SevenDayChest';
import {
  ActivityPopupBody,
  useActivityPopupId,
  useClaim,
  type Claim,
} from '../../features/activities/activityPopup';
import * as popup from '../../features/activities/activityPopup.css';
import * as styles from './SignInPopup.css';
import { claimSignIn, signInView, useSignInDetail, type SignInView } from './signIn';
import '../../i18n/messages/activityPopups';

/**
 * The daily sign-in pop-up (spec 2: activity type 21), open while the overlays store's pop-up
 * is `signIn`. It shows the seven-day series (which days are signed, today's reward, the week's
 * chest) and "Fazer check-in", which claims today once (a money action: the wallet and the
 * activity reminder count refresh after it). Once today is signed the pop-up says so and the
 * button stays disabled; a claim the server refuses (already signed elsewhere) shows its message
 * in place and the detail is read again.
 *
 * Spec 6: claims are for logged-in players; a visitor gets the register pop-up instead.
 */
export function SignInPopup() {
  const activityId = useActivityPopupId('signIn');
  if (activityId === undefined) return null;
  return <SignInSheet key={activityId} activityId={activityId} />;
}

function SignInSheet({ activityId }: { activityId: number }) {
  const detail = useSignInDetail(true);
  const [claim, send] = useClaim(() => claimSignIn(activityId), detail.refresh);

  return (
    <Sheet
      open
      onClose={closeOverlay}
      title={t('signInPopup.title')}
      description={t('signInPopup.description')}
    >
      <ActivityPopupBody className={styles.content} detail={detail} skeleton={<SignInSkeleton />}>
        {detail.data && (
          <SignInContent
            activityId={activityId}
            view={signInView(detail.data)}
            claim={claim}
            onClaim={send}
            refresh={detail.refresh}
          />
        )}
      </ActivityPopupBody>
    </Sheet>
  );
}

function SignInContent({
  activityId,
  view,
  claim,
  onClaim,
  refresh,
}: {
  activityId: number;
  view: SignInView;
  claim: Claim;
  onClaim: () => void;
  refresh: () => Promise<unknown>;
}) {
  const { currencies } = usePlatform();
  const { entries } = useWallet();
  const won = claim.status === 'won' ? claim.result : null;
  const display = currencyDisplay(won?.currency ?? view.currency, currencies, entries);
  const signed = won !== null || view.todaySigned;
  const canClaim = !signed && view.canClaim;
  const amount = won?.amount ?? view.todayReward;
  // Once signed, the series counts today even before the detail is read again.
  const signedDays = won && !view.todaySigned ? view.signedDays + 1 : view.signedDays;

  return (
    <>
      <p className={styles.streak}>
        {t('signInPopup.streak', { count: signedDays, total: view.days.length })}
      </p>
      <ol className={styles.days} aria-label={t('signInPopup.days')}>
        {view.days.map((day) => (
          <DayCell key={day.day} day={day} state={dayState(day, won !== null)} display={display} />
        ))}
      </ol>
      {/* The week's chest opens once all seven days are signed (tasks family). */}
      <SevenDayChest
        activityId={activityId}
        sign={{ ...view, signedDays }}
        display={display}
        refresh={refresh}
      />
      {/* One live region: the reward, then what was won, is read out when it changes. */}
      <div className={popup.summary} role="status">
        {amount !== null && (
          <>
            <span className={popup.label}>
              {signed ? t('activityPopups.won') : t('signInPopup.todayReward')}
            </span>
            {won ? (
              // Checked in just now: the win's moment (the amount counts up, a burst).
              <Celebration amount={amount} symbol={display.symbol} decimals={display.decimals} />
            ) : (
              <Money
                amount={amount}
                symbol={display.symbol}
                decimals={display.decimals}
                size="lg"
                tone="reward"
              />
            )}
          </>
        )}
        {signed && <span className={popup.message}>{t('signInPopup.done')}</span>}
        {!signed && !view.canClaim && (
          <span className={popup.message}>{t('signInPopup.nothingToday')}</span>
        )}
      </div>
      {claim.status === 'refused' && (
        <p className={popup.refusal} role="alert">
          {claim.message}
        </p>
      )}
      <Button block loading={claim.status === 'sending'} disabled={!canClaim} onClick={onClaim}>
        {signed ? t('signInPopup.claimed') : t('signInPopup.claim')}
      </Button>
    </>
  );
}

type DayState = 'signed' | 'today' | 'locked';

/** A day just claimed shows as signed before the detail is read again. */
function dayState(day: SignDay, justSigned: boolean): DayState {
  if (day.status === 1) return 'signed';
  if (day.status === 2) return justSigned ? 'signed' : 'today';
  return 'locked';
}

const DAY_STATE_LABEL = {
  signed: 'signInPopup.day.signed',
  today: 'signInPopup.day.today',
  locked: 'signInPopup.day.locked',
} as const;

function DayCell({
  day,
  state,
  display,
}: {
  day: SignDay;
  state: DayState;
  display: CurrencyDisplay;
}) {
  return (
    <li className={styles.day({ state })} aria-current={state === 'today' ? 'date' : undefined}>
      <span className={styles.dayName}>{t('signInPopup.day', { day: day.day })}</span>
      <Money
        amount={day.reward}
        symbol={display.symbol}
        decimals={display.decimals}
        size="sm"
        tone={state === 'locked' ? 'default' : 'reward'}
      />
      <span className={styles.dayState({ state })}>
        {state === 'signed' && <CheckIcon className={styles.check} strokeWidth={2.4} />}
        {t(DAY_STATE_LABEL[state])}
      </span>
    </li>
  );
}

/** The chest card's height: title row, one line of text and its button (SevenDayChest). */
const CHEST_HEIGHT = 120;

function SignInSkeleton() {
  return (
    <>
      <span className="visually-hidden" role="status">
        {t('activityPopups.loading')}
      </span>
      <Skeleton shape="text" width="45%" />
      <div className={styles.skeletonDays}>
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} height={72} />
        ))}
      </div>
      <Skeleton height={CHEST_HEIGHT} />
      <Skeleton height={56} />
      <Skeleton height={44} radius="lg" />
    </>
  );
}

import { t } from '../../i18n/t';
import { currencyDisplay } from '../../lib/currencyDisplay';
import { closeOverlay } from '../../state/overlays';
import { usePlatform } from '../../state/platform';
import { useWallet } from '../../state/wallet';
import { Button } from '../../ui/Button/Button';
import { Countdown } from '../../ui/Countdown/Countdown';
import { Money } from '../../ui/Money/Money';
import { Sheet } from '../../ui/Sheet/Sheet';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import {
  ActivityPopupBody,
  useActivityPopupId,
  useClaim,
  type Claim,
} from '../../features/activities/activityPopup';
import * as popup from '../activityPopup.css';
import * as styles from './RedPacketPopup.css';
import {
  envelopePhase,
  openEnvelope,
  useRedEnvelope,
  type EnvelopePhase,
  type TimedEnvelope,
} from './redPacket';
import '../../i18n/messages/activityPopups';

/**
 * The red-packet activity pop-up (spec 2: activity type 4), open while the overlays store's
 * pop-up is `redPacket`: the red envelope of the current round (spec 3 redEnvelopesStatus and
 * countDown). "Abrir envelope" is offered only while the round is claimable and the player has
 * not claimed it yet (spec 4: the detail, then the claimed check); opening it is a money action
 * (sent once with the round's redNumber, then the wallet and the activity reminder count
 * refresh) and the amount won shows in reais. A round not started shows the countdown to it,
 * and the envelope is read again at zero (spec 4). A refusal shows the server's message.
 *
 * Spec 6: red-packet claims are for logged-in players; a visitor gets the register pop-up.
 */
export function RedPacketPopup() {
  const activityId = useActivityPopupId('redPacket');
  if (activityId === undefined) return null;
  return <RedPacketSheet key={activityId} />;
}

function RedPacketSheet() {
  const detail = useRedEnvelope(true);
  const { refresh } = detail;
  const [claim, send] = useClaim(openEnvelope, refresh);

  return (
    <Sheet open onClose={closeOverlay} title={t('redPacketPopup.title')}>
      <ActivityPopupBody className={popup.content} detail={detail} skeleton={<EnvelopeSkeleton />}>
        {detail.data && (
          <EnvelopeContent
            timed={detail.data}
            claim={claim}
            onOpen={send}
            onCountdownEnd={() => void refresh()}
          />
        )}
      </ActivityPopupBody>
    </Sheet>
  );
}

const BUTTON_LABEL = {
  open: 'redPacketPopup.open',
  notStarted: 'redPacketPopup.notStarted',
  opened: 'redPacketPopup.opened',
  ended: 'redPacketPopup.ended',
} as const satisfies Record<EnvelopePhase, string>;

const PHASE_TEXT = {
  open: 'redPacketPopup.open.text',
  notStarted: 'redPacketPopup.notStarted.text',
  opened: 'redPacketPopup.opened.text',
  ended: 'redPacketPopup.ended.text',
} as const satisfies Record<EnvelopePhase, string>;

function EnvelopeContent({
  timed: { envelope, canOpen, deadline },
  claim,
  onOpen,
  onCountdownEnd,
}: {
  timed: TimedEnvelope;
  claim: Claim;
  onOpen: (redNumber: string) => void;
  onCountdownEnd: () => void;
}) {
  const { currencies } = usePlatform();
  const { entries } = useWallet();
  const won = claim.status === 'won' ? claim.result : null;
  const display = currencyDisplay(won?.currency ?? envelope.currency, currencies, entries);
  const phase: EnvelopePhase = won ? 'opened' : envelopePhase(envelope, canOpen);
  const amount = won?.amount ?? envelope.amount;
  const timed = phase === 'open' || phase === 'notStarted';

  return (
    <>
      <EnvelopeArt />
      {timed && (
        <p className={popup.timer}>
          <span>
            {phase === 'open' ? t('redPacketPopup.closesIn') : t('redPacketPopup.nextRound')}
          </span>
          <span className={popup.timerValue}>
            <Countdown deadline={deadline} onEnd={onCountdownEnd} />
          </span>
        </p>
      )}
      {/* One live region: the round's state, then what the player won. */}
      <div className={popup.summary} role="status">
        {phase === 'opened' && amount !== null && (
          <>
            <span className={popup.label}>{t('activityPopups.won')}</span>
            <Money
              amount={amount}
              symbol={display.symbol}
              decimals={display.decimals}
              size="lg"
              tone="reward"
            />
          </>
        )}
        <span className={popup.message}>{t(PHASE_TEXT[phase])}</span>
      </div>
      {claim.status === 'refused' && (
        <p className={popup.refusal} role="alert">
          {claim.message}
        </p>
      )}
      <div className={popup.action}>
        <Button
          block
          loading={claim.status === 'sending'}
          disabled={phase !== 'open'}
          onClick={() => onOpen(envelope.redNumber)}
        >
          {t(BUTTON_LABEL[phase])}
        </Button>
      </div>
    </>
  );
}

function EnvelopeSkeleton() {
  return (
    <>
      <span className="visually-hidden" role="status">
        {t('activityPopups.loading')}
      </span>
      <Skeleton shape="circle" width={96} />
      <Skeleton shape="text" width="45%" />
      <Skeleton shape="text" width="70%" />
      <Skeleton height={44} radius="lg" />
    </>
  );
}

/** Red envelopes falling like rain, the front one sealed in gold (theme: danger and reward). */
function EnvelopeArt() {
  return (
    <svg className={popup.art} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <rect
        className={styles.envelopeBack}
        x="8"
        y="16"
        width="18"
        height="24"
        rx="4"
        transform="rotate(-20 17 28)"
      />
      <rect
        className={styles.envelopeBack}
        x="70"
        y="8"
        width="18"
        height="24"
        rx="4"
        transform="rotate(18 79 20)"
      />
      <rect
        className={styles.envelopeBack}
        x="42"
        y="4"
        width="12"
        height="16"
        rx="3"
        transform="rotate(8 48 12)"
      />
      <rect className={popup.envelope} x="28" y="30" width="40" height="56" rx="7" />
      <path className={popup.flap} d="M28 37a7 7 0 0 1 7-7h26a7 7 0 0 1 7 7v10L48 60 28 47z" />
      <circle className={popup.seal} cx="48" cy="60" r="8" />
      <path
        className={popup.sealMark}
        d="M48 54.5l1.8 3.7 4 .5-3 2.8.8 4-3.6-2-3.6 2 .8-4-3-2.8 4-.5z"
      />
    </svg>
  );
}

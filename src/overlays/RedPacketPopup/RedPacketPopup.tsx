import { t } from '../../i18n/t';
import { useActivityPopupId } from '../../features/activities/activityPopup';
import type { EnvelopeGeometry } from '../../features/activities/redPacket/RedPacketArt';
import {
  ClaimPanel,
  PacketCountdown,
  RedPacketSheet,
  type PacketClaim,
} from '../../features/activities/redPacket/RedPacketSheet';
import { useWonDisplay } from '../../features/activities/redPacket/WonAmount';
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
  return <EnvelopeRainSheet key={activityId} />;
}

/** The front envelope of the rain, sealed in gold, below the falling ones. */
const ENVELOPE: EnvelopeGeometry = {
  box: { x: 28, y: 30, width: 40, height: 56, radius: 7 },
  flap: { sides: 10, tip: 60 },
  seal: { y: 60, radius: 8 },
  mark: 'M48 54.5l1.8 3.7 4 .5-3 2.8.8 4-3.6-2-3.6 2 .8-4-3-2.8 4-.5z',
};

/** The placeholder's lines: the countdown and the round's message. */
const SKELETON_LINES = ['45%', '70%'];

function EnvelopeRainSheet() {
  const detail = useRedEnvelope(true);
  return (
    <RedPacketSheet
      title={t('redPacketPopup.title')}
      detail={detail}
      claim={openEnvelope}
      envelope={ENVELOPE}
      behindEnvelope={<FallingEnvelopes />}
      skeletonLines={SKELETON_LINES}
    >
      {(timed, claim) => <EnvelopeContent timed={timed} {...claim} />}
    </RedPacketSheet>
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
  onClaim,
  onCountdownEnd,
}: PacketClaim & { timed: TimedEnvelope }) {
  const { won, display } = useWonDisplay(claim, envelope.currency);
  const phase: EnvelopePhase = won ? 'opened' : envelopePhase(envelope, canOpen);
  const amount = won?.amount ?? envelope.amount;

  return (
    <>
      {(phase === 'open' || phase === 'notStarted') && (
        <PacketCountdown
          label={phase === 'open' ? t('redPacketPopup.closesIn') : t('redPacketPopup.nextRound')}
          deadline={deadline}
          onEnd={onCountdownEnd}
        />
      )}
      <ClaimPanel
        claim={claim}
        amountWon={phase === 'opened' ? amount : null}
        display={display}
        message={t(PHASE_TEXT[phase])}
        claimable={phase === 'open'}
        onClaim={() => onClaim(envelope.redNumber)}
      >
        {t(BUTTON_LABEL[phase])}
      </ClaimPanel>
    </>
  );
}

/** Red envelopes falling like rain behind the sealed one. */
function FallingEnvelopes() {
  return (
    <>
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
    </>
  );
}

import { t } from '../../i18n/t';
import { formatCurrency, formatMoney } from '../../lib/money';
import { useActivityPopupId } from '../../features/activities/activityPopup';
import { RedPacketRounds } from '../../features/activities/deposits/RedPacketRounds';
import type { EnvelopeGeometry } from '../../features/activities/redPacket/RedPacketArt';
import {
  ClaimPanel,
  PacketCountdown,
  RedPacketSheet,
  type PacketClaim,
} from '../../features/activities/redPacket/RedPacketSheet';
import { useWonDisplay } from '../../features/activities/redPacket/WonAmount';
import * as styles from './NewRedPacketPopup.css';
import {
  packetPhase,
  receivePacket,
  useNewRedPacket,
  type PacketPhase,
  type TimedPacket,
} from './newRedPacket';
import '../../i18n/messages/activityPopups';

/**
 * The new red-packet pop-up (spec 2: activity type 39), open while the overlays store's pop-up
 * is `newRedPacket`. It shows the packet's prize range, a countdown (spec 3 countDown, spec 5
 * 'Nd HH:MM:SS') until it opens or closes, how many packets are left, and "Receber envelope"
 * while it is open. Receiving is a money action (sent once, then the wallet and the activity
 * reminder count refresh); the amount won shows in reais. At zero the packet is read again
 * (spec 4). A refusal shows the server's message in place.
 *
 * Spec 6: red-packet claims are for logged-in players; a visitor gets the register pop-up.
 */
export function NewRedPacketPopup() {
  const activityId = useActivityPopupId('newRedPacket');
  if (activityId === undefined) return null;
  return <NewRedPacketSheet key={activityId} />;
}

/** One red envelope with a gold seal, filling the picture. */
const ENVELOPE: EnvelopeGeometry = {
  box: { x: 18, y: 10, width: 60, height: 76, radius: 8 },
  flap: { sides: 14, tip: 50 },
  seal: { y: 50, radius: 11 },
  mark: 'M48 43l2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.4 5-.6z',
};

/** The placeholder's lines: the range, the countdown and the packets left. */
const SKELETON_LINES = ['60%', '40%', '50%'];

function NewRedPacketSheet() {
  const detail = useNewRedPacket(true);
  return (
    <RedPacketSheet
      title={t('newRedPacketPopup.title')}
      detail={detail}
      claim={receivePacket}
      envelope={ENVELOPE}
      skeletonLines={SKELETON_LINES}
    >
      {(timed, claim) => <PacketContent timed={timed} {...claim} />}
    </RedPacketSheet>
  );
}

const BUTTON_LABEL = {
  open: 'newRedPacketPopup.receive',
  waiting: 'newRedPacketPopup.waiting',
  received: 'newRedPacketPopup.received',
} as const satisfies Record<PacketPhase, string>;

function PacketContent({
  timed: { packet, deadline },
  claim,
  onClaim,
  onCountdownEnd,
}: PacketClaim & { timed: TimedPacket }) {
  const { won, display } = useWonDisplay(claim, packet.currency);
  const phase = won ? 'received' : packetPhase(packet);
  const amount = won?.amount ?? packet.receivedAmount;
  const money = (value: number) => formatCurrency(value, display.symbol, display.decimals);

  return (
    <>
      <p className={styles.range}>
        {t('newRedPacketPopup.range', {
          min: money(packet.minAmount),
          max: money(packet.maxAmount),
        })}
      </p>
      {phase !== 'received' && (
        <PacketCountdown
          label={
            phase === 'open' ? t('newRedPacketPopup.closesIn') : t('newRedPacketPopup.opensIn')
          }
          deadline={deadline}
          onEnd={onCountdownEnd}
        />
      )}
      <p className={styles.remaining}>
        {t('newRedPacketPopup.remaining', {
          remaining: formatMoney(packet.remainingCount, 0),
          total: formatMoney(packet.totalCount, 0),
        })}
      </p>
      <ClaimPanel
        claim={claim}
        amountWon={phase === 'received' ? amount : null}
        display={display}
        message={t(`newRedPacketPopup.${phase}.text`)}
        claimable={phase === 'open'}
        onClaim={() => onClaim(packet.redNumber)}
      >
        {t(BUTTON_LABEL[phase])}
      </ClaimPanel>
      {/* The day's rounds and what each shares, under the packet. */}
      <RedPacketRounds />
    </>
  );
}

import { t } from '../../i18n/t';
import { currencyDisplay } from '../../lib/currencyDisplay';
import { formatCurrency, formatMoney } from '../../lib/money';
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
import { RedPacketRounds } from '../../features/activities/deposits/RedPacketRounds';
import * as popup from '../activityPopup.css';
import * as styles from './NewRedPacketPopup.css';
import { packetPhase, receivePacket, useNewRedPacket, type TimedPacket } from './newRedPacket';
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

function NewRedPacketSheet() {
  const detail = useNewRedPacket(true);
  const { refresh } = detail;
  const [claim, send] = useClaim(receivePacket, refresh);

  return (
    <Sheet open onClose={closeOverlay} title={t('newRedPacketPopup.title')}>
      <ActivityPopupBody className={popup.content} detail={detail} skeleton={<PacketSkeleton />}>
        {detail.data && (
          <PacketContent
            timed={detail.data}
            claim={claim}
            onReceive={send}
            onCountdownEnd={() => void refresh()}
          />
        )}
      </ActivityPopupBody>
    </Sheet>
  );
}

function PacketContent({
  timed: { packet, deadline },
  claim,
  onReceive,
  onCountdownEnd,
}: {
  timed: TimedPacket;
  claim: Claim;
  onReceive: (redNumber: string) => void;
  onCountdownEnd: () => void;
}) {
  const { currencies } = usePlatform();
  const { entries } = useWallet();
  const won = claim.status === 'won' ? claim.result : null;
  const display = currencyDisplay(won?.currency ?? packet.currency, currencies, entries);
  const phase = won ? 'received' : packetPhase(packet);
  const amount = won?.amount ?? packet.receivedAmount;
  const money = (value: number) => formatCurrency(value, display.symbol, display.decimals);

  return (
    <>
      <PacketArt />
      <p className={styles.range}>
        {t('newRedPacketPopup.range', {
          min: money(packet.minAmount),
          max: money(packet.maxAmount),
        })}
      </p>
      {phase !== 'received' && (
        <p className={popup.timer}>
          <span>
            {phase === 'open' ? t('newRedPacketPopup.closesIn') : t('newRedPacketPopup.opensIn')}
          </span>
          <span className={popup.timerValue}>
            <Countdown deadline={deadline} onEnd={onCountdownEnd} />
          </span>
        </p>
      )}
      <p className={styles.remaining}>
        {t('newRedPacketPopup.remaining', {
          remaining: formatMoney(packet.remainingCount, 0),
          total: formatMoney(packet.totalCount, 0),
        })}
      </p>
      {/* One live region: what the packet holds for the player, then what they won. */}
      <div className={popup.summary} role="status">
        {phase === 'received' && amount !== null && (
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
        <span className={popup.message}>{t(`newRedPacketPopup.${phase}.text`)}</span>
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
          onClick={() => onReceive(packet.redNumber)}
        >
          {phase === 'open'
            ? t('newRedPacketPopup.receive')
            : phase === 'waiting'
              ? t('newRedPacketPopup.waiting')
              : t('newRedPacketPopup.received')}
        </Button>
      </div>
      {/* The day's rounds and what each shares, under the packet. */}
      <RedPacketRounds />
    </>
  );
}

function PacketSkeleton() {
  return (
    <>
      <span className="visually-hidden" role="status">
        {t('activityPopups.loading')}
      </span>
      <Skeleton shape="circle" width={96} />
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="text" width="50%" />
      <Skeleton height={44} radius="lg" />
    </>
  );
}

/** A red envelope with a gold seal (theme colours: danger and reward). */
function PacketArt() {
  return (
    <svg className={popup.art} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <rect className={popup.envelope} x="18" y="10" width="60" height="76" rx="8" />
      <path className={popup.flap} d="M18 18a8 8 0 0 1 8-8h44a8 8 0 0 1 8 8v14L48 50 18 32z" />
      <circle className={popup.seal} cx="48" cy="50" r="11" />
      <path
        className={popup.sealMark}
        d="M48 43l2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.4 5-.6z"
      />
    </svg>
  );
}

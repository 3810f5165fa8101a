import type { ReactNode } from 'react';
import type { ClaimResult } from '../../../api/contract';
import { t } from '../../../i18n/t';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { closeOverlay } from '../../../state/overlays';
import { Button } from '../../../ui/Button/Button';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { Sheet } from '../../../ui/Sheet/Sheet';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { PopupDetail } from '../activityClaim';
import { ActivityPopupBody, useClaim, type Claim } from '../activityPopup';
import { RedPacketArt, type EnvelopeGeometry } from './RedPacketArt';
import { WonAmount } from './WonAmount';
import * as popup from '../activityPopup.css';
import * as styles from './RedPacketSheet.css';
import '../../../i18n/messages/activityPopups';

/*
 * What the two red-packet pop-ups of the home icon row share (spec 2: type 39 new red packet,
 * type 4 red envelope rain): the sheet with its envelope art, the countdown line, and the claim's
 * states (the live summary, the refusal in place and the one button). Each pop-up keeps its own
 * phases, texts and the lines in between.
 */

/** The claim as a pop-up's content drives it. */
export type PacketClaim = {
  claim: Claim;
  /** Claims round `redNumber`: a money action, sent once (spec 6/7). */
  onClaim: (redNumber: string) => void;
  /** The countdown reached zero: the packet is read again (spec 4). */
  onCountdownEnd: () => void;
};

type RedPacketSheetProps<T> = {
  title: string;
  detail: PopupDetail<T>;
  /** Sends the claim of round `redNumber`; the detail is read again whatever the answer. */
  claim: (redNumber: string) => Promise<ClaimResult>;
  /** The packet's picture, above the content. */
  envelope: EnvelopeGeometry;
  /** Drawn behind the envelope. */
  behindEnvelope?: ReactNode;
  /** The widths of the placeholder's text lines, one per line of the content. */
  skeletonLines: readonly string[];
  /** The content under the picture, once the detail is here. */
  children: (data: T, claim: PacketClaim) => ReactNode;
};

/** A red-packet pop-up's sheet: placeholder, failure with a retry, or the picture and content. */
export function RedPacketSheet<T>({
  title,
  detail,
  claim,
  envelope,
  behindEnvelope,
  skeletonLines,
  children,
}: RedPacketSheetProps<T>) {
  const { refresh } = detail;
  const [state, send] = useClaim(claim, refresh);
  const skeleton = <PacketSkeleton lines={skeletonLines} />;

  return (
    <Sheet open onClose={closeOverlay} title={title}>
      <ActivityPopupBody className={popup.content} detail={detail} skeleton={skeleton}>
        {detail.data && (
          <>
            <RedPacketArt className={styles.art} size={96} envelope={envelope}>
              {behindEnvelope}
            </RedPacketArt>
            {children(detail.data, {
              claim: state,
              onClaim: send,
              onCountdownEnd: () => void refresh(),
            })}
          </>
        )}
      </ActivityPopupBody>
    </Sheet>
  );
}

type PacketCountdownProps = {
  /** What the countdown runs to ("Termina em", "Abre em"). */
  label: string;
  deadline: number;
  onEnd: () => void;
};

/** The label and the time left (spec 5 'Nd HH:MM:SS'), on one line. */
export function PacketCountdown({ label, deadline, onEnd }: PacketCountdownProps) {
  return (
    <p className={styles.timer}>
      <span>{label}</span>
      <span className={styles.timerValue}>
        <Countdown deadline={deadline} onEnd={onEnd} />
      </span>
    </p>
  );
}

type ClaimPanelProps = {
  claim: Claim;
  /** The amount won, shown above the message once the packet is the player's; else null. */
  amountWon: number | null;
  display: CurrencyDisplay;
  /** What the packet's phase means for the player. */
  message: string;
  /** The button is enabled only while the packet can be claimed. */
  claimable: boolean;
  onClaim: () => void;
  /** The button's label for the phase. */
  children: ReactNode;
};

/** The claim's states: what the packet holds or won, the server's refusal, and the button. */
export function ClaimPanel({
  claim,
  amountWon,
  display,
  message,
  claimable,
  onClaim,
  children,
}: ClaimPanelProps) {
  return (
    <>
      {/* One live region: the packet's state, then what the player won. */}
      <div className={popup.summary} role="status">
        {amountWon !== null && (
          <WonAmount
            label={t('activityPopups.won')}
            amount={amountWon}
            display={display}
            justWon={claim.status === 'won'}
          />
        )}
        <span className={popup.message}>{message}</span>
      </div>
      {claim.status === 'refused' && (
        <p className={popup.refusal} role="alert">
          {claim.message}
        </p>
      )}
      <div className={styles.action}>
        <Button block loading={claim.status === 'sending'} disabled={!claimable} onClick={onClaim}>
          {children}
        </Button>
      </div>
    </>
  );
}

/** The content's geometry while the detail loads: the art, the text lines and the button. */
function PacketSkeleton({ lines }: { lines: readonly string[] }) {
  return (
    <>
      <span className="visually-hidden" role="status">
        {t('activityPopups.loading')}
      </span>
      <Skeleton shape="circle" width={96} />
      {lines.map((width, index) => (
        <Skeleton key={index} shape="text" width={width} />
      ))}
      <Skeleton height={44} radius="lg" />
    </>
  );
}

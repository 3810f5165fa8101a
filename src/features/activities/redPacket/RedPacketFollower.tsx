import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { t } from '../../../i18n/t';
import { formatCountdown } from '../../../lib/time';
import { stopRedPacketShake, useRedPacketShaking } from '../../../state/live';
import { openOverlay } from '../../../state/overlays';
import { useSession } from '../../../state/session';
import { Button } from '../../../ui/Button/Button';
import { Sheet } from '../../../ui/Sheet/Sheet';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { Claim } from '../activityPopup';
import { useFloatDock } from '../floatDock';
import { RedPacketArt, type EnvelopeGeometry } from './RedPacketArt';
import { claimFollowingPacket, type RedPacketLoaders } from './redPacketFollower';
import { useRedPacketFollower } from './useRedPacketFollower';
import { useWonDisplay, WonAmount } from './WonAmount';
import * as styles from './RedPacketFollower.css';
import '../../../i18n/messages/redPacketFollower';

type RedPacketFollowerProps = {
  /** The current pathname (no query): spec 4 re-fetches on every change of it. */
  path: string;
  /** Whether the tab bar shows on this page: the packet sits above it, or above the page's foot. */
  aboveTabBar: boolean;
  /** Told whether the packet is on screen (the home's float column makes room for it). */
  onShownChange?: (shown: boolean) => void;
  /** For tests only: the status and claimed reads (default: the API, silent). */
  loaders?: RedPacketLoaders;
};

/** A red packet sealed in gold, filling the floating button. */
const PACKET: EnvelopeGeometry = {
  box: { x: 8, y: 3, width: 32, height: 42, radius: 6 },
  flap: { sides: 8, tip: 27 },
  seal: { y: 26, radius: 7 },
  mark: 'M24 21.2l1.6 3.2 3.5.5-2.6 2.5.6 3.5-3.1-1.7-3.1 1.7.6-3.5-2.6-2.5 3.5-.5z',
};

/**
 * The red packet that follows a logged-in player from page to page (spec 4; spec 6: red-packet
 * claims are for logged-in players). A floating packet in the bottom-right corner, above the
 * scroll-to-top slot, with the round's countdown (spec 5 `HH:MM:SS`); it shakes for 6 s after
 * socket message 1016 (spec 4/9; a gold ring without motion for players who ask for less).
 * At rest it is docked, a half packet in the right-hand gutter with its countdown running down
 * beside the edge, so it covers nothing of the page; a tap or keyboard focus opens it to full
 * size, and a tap on the open packet claims (floatDock.ts).
 *
 * A tap claims the round (a money action: one request per round however many taps, then the
 * wallet refreshes) in a small sheet: "Abrindo…", then the amount won in reais, or the server's
 * refusal in pt-BR. A won packet goes away at once and the claimed check keeps it away.
 */
export function RedPacketFollower({
  path,
  aboveTabBar,
  onShownChange,
  loaders,
}: RedPacketFollowerProps) {
  const loggedIn = useSession().token !== '';
  const { view, onClaimed, refresh } = useRedPacketFollower(path, loggedIn, loaders);
  const shaking = useRedPacketShaking();
  const [claim, setClaim] = useState<Claim>({ status: 'idle' });
  const { docked, setWrapper, onPointerDown, onFocus, onBlur, opened } =
    useFloatDock<HTMLButtonElement>();
  // The round being claimed or already won here. The packet stays on screen until React draws
  // the win, so a second tap can land after the first claim was answered: in-flight dedup
  // (moneyAction) no longer holds, a second claim went out and its "Você já resgatou este
  // prêmio." replaced the win on screen (seen in the story suite under load).
  const taken = useRef<string | null>(null);
  const shown = view.kind === 'claimable';

  useEffect(() => {
    onShownChange?.(shown);
    // Unmounted (logout), the packet is gone too.
    return () => onShownChange?.(false);
  }, [shown, onShownChange]);

  const claimPacket = (redNumber: string) => {
    // Spec 6: a visitor who tries to claim gets the register pop-up (the session may have ended
    // while the packet was on screen).
    if (!loggedIn) {
      openOverlay('auth', { mode: 'register' });
      return;
    }
    // One claim per round however many taps (spec 6/7 money action), before and after it answers.
    if (taken.current === redNumber) return;
    taken.current = redNumber;
    stopRedPacketShake();
    setClaim({ status: 'sending' });
    claimFollowingPacket(redNumber).then(
      (result) => {
        setClaim({ status: 'won', result });
        onClaimed(redNumber);
      },
      (error: unknown) => {
        // A refused round may be tapped again once the server has been asked again (refresh).
        if (taken.current === redNumber) taken.current = null;
        setClaim({
          status: 'refused',
          message: isApiError(error) ? error.message : t('api.error.generic'),
        });
        refresh();
      },
    );
  };

  return (
    <>
      {view.kind === 'claimable' && (
        <div className={styles.layer({ aboveTabBar })}>
          <button
            ref={setWrapper}
            type="button"
            className={styles.packet({ shaking, docked })}
            data-float=""
            data-docked={docked}
            aria-label={t('redPacketFollower.label', { time: formatCountdown(view.left) })}
            onPointerDown={onPointerDown}
            onFocus={onFocus}
            onBlur={onBlur}
            onClick={(event) => {
              // A tap on the docked packet only opens it (floatDock.ts); the next one claims.
              if (!opened(event)) claimPacket(view.redNumber);
            }}
          >
            <RedPacketArt className={styles.art} size={48} envelope={PACKET} />
            <span className={styles.timer({ docked })} aria-hidden="true">
              {formatCountdown(view.left)}
            </span>
          </button>
        </div>
      )}
      <Sheet
        open={claim.status !== 'idle'}
        onClose={() => setClaim({ status: 'idle' })}
        title={t('redPacketFollower.title')}
      >
        <ClaimResult claim={claim} onDone={() => setClaim({ status: 'idle' })} />
      </Sheet>
    </>
  );
}

function ClaimResult({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  const { won, display } = useWonDisplay(claim, 'BRL');
  return (
    <div className={styles.result}>
      {/* One live region: claiming, then what the player won. */}
      <div className={styles.result} role="status" aria-busy={claim.status === 'sending'}>
        {claim.status === 'sending' && (
          <>
            <Skeleton shape="circle" width={48} />
            <p className={styles.message}>{t('redPacketFollower.claiming')}</p>
          </>
        )}
        {won && (
          <>
            <WonAmount
              label={t('redPacketFollower.won')}
              amount={won.amount}
              display={display}
              justWon
            />
            <p className={styles.message}>{t('redPacketFollower.wonText')}</p>
          </>
        )}
      </div>
      {claim.status === 'refused' && (
        <div role="alert">
          <p className={styles.refusal}>{t('redPacketFollower.refused')}</p>
          <p className={styles.message}>{claim.message}</p>
        </div>
      )}
      <div className={styles.action}>
        <Button block disabled={claim.status === 'sending'} onClick={onDone}>
          {t('redPacketFollower.ok')}
        </Button>
      </div>
    </div>
  );
}

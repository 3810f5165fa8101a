import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../api/errors';
import { enterGame } from '../../api/games';
import { t } from '../../i18n/t';
import { isAppDocument } from '../../lib/framing';
import { resolveGameUrl } from '../../lib/gameUrl';
import { closeOverlay, openOverlay, useOverlays } from '../../state/overlays';
import { sessionState, useSession } from '../../state/session';
import { DEFAULT_CURRENCY, refreshWallet, walletState } from '../../state/wallet';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { CloseButton } from '../../ui/Modal/CloseButton';
import { ModalLayer } from '../../ui/Modal/ModalLayer';
import * as styles from './GamePopup.css';
import '../../i18n/messages/globalOverlays';

/**
 * The game pop-up: open while the overlays store's pop-up is `game`. It asks the server to enter
 * the game (POST game enter with gameId, currency, isTrial; spec 7), shows a loading state, then
 * the game full screen in a frame titled with the game's name. The launch URL is checked first
 * (lib/gameUrl.ts): only http(s) or a path on our own origin is ever embedded, and a frame on our
 * own origin stays hidden until its page is known not to be the app itself (lib/framing.ts): a
 * server that answers one of the app's addresses gets the error state, never the casino inside
 * the game window. Closing refreshes the wallet, since the game moved money the socket may not
 * have reported yet.
 *
 * Spec 6: playing (and, as listed there, the trial game) needs an account; for a visitor the
 * register pop-up opens instead.
 */
export function GamePopup() {
  const { overlay } = useOverlays();
  const { token } = useSession();
  const game = overlay?.name === 'game' ? overlay.props : null;
  const gameId = game?.gameId;
  const isTrial = game?.isTrial ?? false;
  const visitor = token === '';

  useEffect(() => {
    if (gameId !== undefined && visitor) openOverlay('auth', { mode: 'register' });
  }, [gameId, visitor]);

  if (gameId === undefined || visitor) return null;
  // Keyed: another game (or the same one in the other mode) starts from a clean launch.
  return (
    <GameLayer
      key={`${gameId}:${isTrial}`}
      gameId={gameId}
      // An opener that knows only an id (the lottery banner) gets the generic title.
      name={game?.gameName || t('game.fallbackTitle')}
      isTrial={isTrial}
    />
  );
}

type Launch =
  | { status: 'loading' }
  /** `checked`: the frame's page may be shown (another origin, or ours but not the app). */
  | { status: 'playing'; url: string; sameOrigin: boolean; checked: boolean }
  | { status: 'error'; message: string; retrying: boolean };

/**
 * A provider's game on another origin runs sandboxed without top navigation, so it cannot take
 * the whole app away from the player. Scripts, forms, pop-ups and its own origin stay allowed:
 * games need them. A game on our own origin gets no sandbox: with scripts and same-origin allowed
 * a same-origin frame could lift it anyway (browsers warn about exactly that).
 */
const PROVIDER_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

type GameLayerProps = { gameId: number; name: string; isTrial: boolean };

function GameLayer({ gameId, name, isTrial }: GameLayerProps) {
  const titleId = useId();
  const [attempt, setAttempt] = useState(0);
  const [launch, setLaunch] = useState<Launch>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const currency =
      walletState.currentCurrency || sessionState.user?.currentCurrency || DEFAULT_CURRENCY;
    enterGame(
      { gameId, currency, isTrial },
      // The error state below shows the server's message: no toast on top of it.
      { signal: controller.signal, silent: true },
    ).then(
      ({ gameUrl }) => {
        if (controller.signal.aborted) return;
        const url = resolveGameUrl(gameUrl, window.location.origin);
        if (!url) {
          setLaunch({ status: 'error', message: t('game.error.unsafe'), retrying: false });
          return;
        }
        const sameOrigin = new URL(url).origin === window.location.origin;
        setLaunch({ status: 'playing', url, sameOrigin, checked: !sameOrigin });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLaunch({
          status: 'error',
          message: isApiError(error) ? error.message : t('api.error.generic'),
          retrying: false,
        });
      },
    );
    return () => controller.abort();
  }, [gameId, isTrial, attempt]);

  const close = () => {
    closeOverlay();
    void refreshWallet();
  };
  // A frame on our own origin can be read once loaded: the app's own page is refused (the framed
  // app does not start either, main.tsx), anything else is shown.
  const frameLoaded = (frame: HTMLIFrameElement) => {
    setLaunch((current) => {
      if (current.status !== 'playing' || current.checked) return current;
      const page = frame.contentDocument;
      if (page && isAppDocument(page)) {
        return { status: 'error', message: t('game.error.notAGame'), retrying: false };
      }
      return { ...current, checked: true };
    });
  };
  // The error stays up with a busy retry button, so focus stays on it while the call runs.
  const retry = () => {
    setLaunch((current) => (current.status === 'error' ? { ...current, retrying: true } : current));
    setAttempt((n) => n + 1);
  };

  const shown = launch.status === 'error' || (launch.status === 'playing' && launch.checked);

  return (
    <ModalLayer
      open
      onClose={close}
      labelledBy={titleId}
      placement="center"
      panelClassName={styles.panel}
    >
      <div className={styles.bar}>
        <CloseButton label={t('game.close')} onClick={close} />
        <h2 id={titleId} className={styles.title}>
          {name}
        </h2>
        {isTrial && <span className={styles.trial}>{t('game.trial')}</span>}
      </div>
      <div className={styles.stage} aria-busy={!shown}>
        {(launch.status === 'loading' || (launch.status === 'playing' && !launch.checked)) && (
          <EmptyState
            kind="loading"
            title={t('game.loading')}
            description={t('game.loadingDescription')}
          />
        )}
        {launch.status === 'error' && (
          <EmptyState
            kind="fail"
            title={t('game.error.title')}
            description={launch.message}
            onRetry={retry}
            retrying={launch.retrying}
          />
        )}
        {launch.status === 'playing' && (
          <iframe
            className={styles.frame({ checked: launch.checked })}
            title={name}
            src={launch.url}
            allow="autoplay; fullscreen"
            sandbox={launch.sameOrigin ? undefined : PROVIDER_SANDBOX}
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={(event) => frameLoaded(event.currentTarget)}
          />
        )}
      </div>
    </ModalLayer>
  );
}

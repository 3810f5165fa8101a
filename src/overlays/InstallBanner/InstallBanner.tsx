import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { getPwaInfo } from '../../api/pwa';
import { t } from '../../i18n/t';
import {
  browserInstallEnv,
  iosSafariIn,
  watchInstallPrompt,
  type InstallEnv,
  type InstallPromptEvent,
} from '../../pwa/installPrompt';
import {
  bannerKind,
  dismissedRecently,
  installedBefore,
  rememberDismissal,
  rememberInstalled,
} from '../../pwa/installRules';
import { useConsent } from '../../tracking/consent';
import { useOverlays } from '../../state/overlays';
import { Button } from '../../ui/Button/Button';
import { CloseIcon } from '../../ui/Icon/CloseIcon';
import { ShareIcon } from '../../ui/Icon/ShareIcon';
import * as styles from './InstallBanner.css';
import '../../i18n/messages/install';

type InstallBannerProps = {
  /** The page shows the tab bar: the banner floats just above it. */
  aboveTabBar: boolean;
  /** The browser's install parts; stories and tests pass their own (installPrompt.ts). */
  env?: InstallEnv;
};

/** Where focus goes when the banner closes under it: the page's main landmark (AppFrame). */
function focusMain(): void {
  document.getElementById('conteudo')?.focus({ preventScroll: true });
}

/**
 * The PWA install banner (spec 2 global overlay), driven by the pwaInfo config (contract.ts
 * PwaInfo: its `installBanner` switch, name and icon).
 *
 * - Android and desktop Chromium: shown once the browser hands over `beforeinstallprompt`;
 *   "Instalar" opens the browser's own install prompt and reads its answer.
 * - iOS Safari: a short guide (Compartilhar, then Adicionar à Tela de Início).
 * - Never when running installed, after `appinstalled`, within INSTALL_DISMISS_DAYS of "Agora
 *   não", nor while any pop-up is open (the game pop-up included: never over a game), nor
 *   before the player answered the LGPD consent banner (installRules.ts says why).
 *
 * It floats (no layout shift), is announced politely (its layer is a live region that exists
 * before the banner fills it) and never takes focus by itself; closing it with the keyboard
 * puts focus on the page's main content, not on the document's start.
 */
export function InstallBanner({ aboveTabBar, env: givenEnv }: InstallBannerProps) {
  const [env] = useState(() => givenEnv ?? browserInstallEnv());
  const [promptEvent, setPromptEvent] = useState<InstallPromptEvent | null>(null);
  const [installedNow, setInstalledNow] = useState(false);
  const [dismissed, setDismissed] = useState(() => dismissedRecently(env.store, env.now()));
  const [asking, setAsking] = useState(false);
  const { overlay } = useOverlays();
  const consent = useConsent();
  // A background call: a failure simply means no banner (no toast for something not asked for).
  const { data: info } = useSWR(getPwaInfo.key(), () => getPwaInfo(undefined, { silent: true }));

  useEffect(
    () =>
      watchInstallPrompt(env.events, setPromptEvent, () => {
        rememberInstalled(env.store);
        setInstalledNow(true);
      }),
    [env],
  );

  const kind = bannerKind({
    enabled: info?.installBanner,
    installed: env.installed(),
    installedBefore: installedNow || installedBefore(env.store),
    dismissedRecently: dismissed,
    hasPrompt: promptEvent !== null,
    iosSafari: iosSafariIn(env),
    overlayOpen: overlay !== null,
    consentPending: consent.choice === null || consent.settingsOpen,
  });

  const layerRef = useRef<HTMLDivElement>(null);
  const close = () => {
    const hadFocus = layerRef.current?.contains(document.activeElement) ?? false;
    rememberDismissal(env.store, env.now());
    setDismissed(true);
    if (hadFocus) focusMain();
  };

  const install = async () => {
    if (!promptEvent || asking) return;
    setAsking(true);
    const hadFocus = layerRef.current?.contains(document.activeElement) ?? false;
    try {
      await promptEvent.prompt();
      const choice = await promptEvent.userChoice;
      // "Cancelar" in the browser's prompt counts as "Agora não"; "Instalar" waits for
      // `appinstalled`, which hides the banner for good.
      if (choice.outcome === 'dismissed') {
        rememberDismissal(env.store, env.now());
        setDismissed(true);
      }
    } catch {
      // prompt() refuses a second call or a call without a user gesture: nothing to offer now.
    } finally {
      // The event is spent either way: the browser hands a new one over if it can offer again.
      setPromptEvent(null);
      setAsking(false);
      if (hadFocus) focusMain();
    }
  };

  return (
    <div ref={layerRef} className={styles.layer({ aboveTabBar })} aria-live="polite">
      {kind !== null && info && (
        <BannerCard
          kind={kind}
          name={info.name}
          iconUrl={info.iconUrl}
          asking={asking}
          onInstall={() => void install()}
          onClose={close}
        />
      )}
    </div>
  );
}

type BannerCardProps = {
  kind: 'prompt' | 'ios';
  name: string;
  iconUrl: string;
  asking: boolean;
  onInstall: () => void;
  onClose: () => void;
};

function BannerCard({ kind, name, iconUrl, asking, onInstall, onClose }: BannerCardProps) {
  const titleId = useId();
  // The share icon is drawn where the message says {share}: after the word, as on the button.
  const [before = '', after = ''] = t('install.ios.text').split('{share}');
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      {iconUrl !== '' && (
        <img className={styles.appIcon} src={iconUrl} alt="" width={44} height={44} />
      )}
      <div className={styles.copy}>
        <p id={titleId} className={styles.title}>
          {t(kind === 'ios' ? 'install.ios.title' : 'install.title', { name })}
        </p>
        {kind === 'ios' ? (
          <p className={styles.text}>
            {before.trimEnd()}
            <ShareIcon className={styles.shareIcon} />
            {after}
          </p>
        ) : (
          <p className={styles.text}>{t('install.text')}</p>
        )}
      </div>
      {kind === 'prompt' && (
        <Button loading={asking} onClick={onInstall}>
          {t('install.install')}
        </Button>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label={t('install.close')}
        onClick={onClose}
      >
        <CloseIcon className={styles.closeIcon} />
      </button>
    </section>
  );
}

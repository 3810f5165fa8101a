import { useEffect, useId, useState, type ReactElement } from 'react';
import { quietly } from '../../api/errors';
import { detectDevice } from '../../api/headers';
import { getMemberInfo } from '../../api/session';
import type { MessageKey } from '../../i18n/pt-BR';
import { t } from '../../i18n/t';
import { buildShareLinks, promoLink, type ShareTarget } from '../../lib/share';
import { closeOverlay, openOverlay, useOverlays } from '../../state/overlays';
import { setUserInfo, useSession } from '../../state/session';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { FacebookIcon } from '../../ui/Icon/FacebookIcon';
import type { IconProps } from '../../ui/Icon/Icon';
import { InstagramIcon } from '../../ui/Icon/InstagramIcon';
import { SmsIcon } from '../../ui/Icon/SmsIcon';
import { TelegramIcon } from '../../ui/Icon/TelegramIcon';
import { TwitterIcon } from '../../ui/Icon/TwitterIcon';
import { WhatsAppIcon } from '../../ui/Icon/WhatsAppIcon';
import { Sheet } from '../../ui/Sheet/Sheet';
import { TextField } from '../../ui/TextField/TextField';
import * as styles from './SharePopup.css';
import { copyText } from './copyText';
import '../../i18n/messages/globalOverlays';

/**
 * The spec 3 app type code of this device, as the `app-sub-type` header sends it (api/headers.ts):
 * '5' on a desktop browser.
 */
export function currentAppType(): string {
  const ua = typeof navigator === 'undefined' ? '' : (navigator.userAgent ?? '');
  const standalone =
    typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return detectDevice(ua, standalone).appSubType;
}

type SharePopupProps = {
  /**
   * The spec 3 app type code deciding the SMS option (spec 5: none for type 5, desktop).
   * Defaults to this device's, as sent in the `app-sub-type` header.
   */
  appType?: string;
};

/**
 * The share pop-up (spec 7 "Sharing"): open while the overlays store's pop-up is `share`. Each
 * target opens its own page with the invite text and the player's invite link on the promo
 * domain (lib/share.ts); "Copiar link" copies the link and says so. Spec 6: sharing needs an
 * account, so for a visitor it hands over to the register pop-up instead.
 */
export function SharePopup({ appType }: SharePopupProps) {
  const { overlay } = useOverlays();
  const { token } = useSession();
  const open = overlay?.name === 'share';
  const visitor = token === '';

  useEffect(() => {
    if (open && visitor) openOverlay('auth', { mode: 'register' });
  }, [open, visitor]);

  return (
    <Sheet
      open={open && !visitor}
      onClose={closeOverlay}
      title={t('share.title')}
      description={t('share.description')}
    >
      {open && !visitor && <ShareContent appType={appType ?? currentAppType()} />}
    </Sheet>
  );
}

function ShareContent({ appType }: { appType: string }) {
  const { user } = useSession();
  const [lookup, setLookup] = useState<'loading' | 'done'>(user ? 'done' : 'loading');

  // A stored token survives a reload without the user info: fetch it to build the link.
  useEffect(() => {
    if (user) return;
    let live = true;
    void quietly(getMemberInfo(undefined, { silent: true })).then((info) => {
      if (!live) return;
      if (info) setUserInfo(info);
      setLookup('done');
    });
    return () => {
      live = false;
    };
  }, [user]);

  if (!user) {
    return lookup === 'loading' ? (
      <EmptyState kind="loading" />
    ) : (
      <EmptyState kind="fail" description={t('share.unavailable')} />
    );
  }
  const url = promoLink(user.platformPromoDomain, user.inviteCode);
  if (!url) return <EmptyState kind="fail" description={t('share.unavailable')} />;
  const text = t('share.inviteText', { code: user.inviteCode });
  return <ShareOptions url={url} text={text} code={user.inviteCode} appType={appType} />;
}

const TARGET_NAMES: Record<ShareTarget, MessageKey> = {
  whatsapp: 'share.target.whatsapp',
  telegram: 'share.target.telegram',
  facebook: 'share.target.facebook',
  twitter: 'share.target.twitter',
  instagram: 'share.target.instagram',
  sms: 'share.target.sms',
};

type CopyState = 'idle' | 'copied' | 'failed' | 'shareFailed';

/**
 * The device's own share sheet (Web Share API), where the browser has it and accepts this
 * link and text; the spec 7 targets stay beside it for every browser.
 */
function nativeShareFor(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
}

function ShareOptions({
  url,
  text,
  code,
  appType,
}: {
  url: string;
  text: string;
  code: string;
  appType: string;
}) {
  const headingId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyLink = async () => setCopy((await copyText(url)) ? 'copied' : 'failed');
  const shareData = { title: t('share.title'), text, url };
  const [nativeShare] = useState(() => nativeShareFor(shareData));
  const shareNatively = async () => {
    try {
      await navigator.share(shareData);
    } catch (error) {
      // The player closing the sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setCopy('shareFailed');
    }
  };

  return (
    <div className={styles.content}>
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {t('share.targets')}
        </h3>
        <ul className={styles.targets}>
          {buildShareLinks({ url, text, appType }).map(({ target, href }) => {
            const name = t(TARGET_NAMES[target]);
            const TargetIcon = TARGET_ICONS[target];
            // sms: hands the text to the messaging app; every other target is a web page.
            const external = target !== 'sms';
            return (
              <li key={target}>
                <a
                  className={styles.target}
                  href={href}
                  target={external ? '_blank' : undefined}
                  rel={external ? 'noopener noreferrer' : undefined}
                  aria-label={external ? t('share.opensApp', { name }) : undefined}
                  // Instagram takes no link in its address: copy it first, to paste there.
                  onClick={target === 'instagram' ? () => void copyLink() : undefined}
                >
                  <span className={styles.targetIcon}>
                    <TargetIcon className={styles.glyph} />
                  </span>
                  <span className={styles.targetName}>{name}</span>
                </a>
              </li>
            );
          })}
        </ul>
        {nativeShare && (
          <div className={styles.native}>
            <Button variant="secondary" block onClick={() => void shareNatively()}>
              {t('share.native')}
            </Button>
          </div>
        )}
      </section>
      <div className={styles.linkBox}>
        <TextField label={t('share.link')} value={url} onChange={() => undefined} readOnly />
        <p className={styles.code}>{t('share.code', { code })}</p>
        <Button block onClick={() => void copyLink()}>
          {t('share.copy')}
        </Button>
        {/* Present from the start, so the result is announced when it appears. */}
        <p
          role="status"
          className={copy === 'failed' || copy === 'shareFailed' ? styles.failed : styles.copied}
        >
          {copy === 'copied' && t('share.copied')}
          {copy === 'failed' && t('share.copyFailed')}
          {copy === 'shareFailed' && t('share.nativeFailed')}
        </p>
      </div>
    </div>
  );
}

/** Plain line drawings, not brand logos: the name under each says which app it is. */
const TARGET_ICONS: Record<ShareTarget, (props: IconProps) => ReactElement> = {
  whatsapp: WhatsAppIcon,
  telegram: TelegramIcon,
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  instagram: InstagramIcon,
  sms: SmsIcon,
};

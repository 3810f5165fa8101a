import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import type { Banner } from '../../api/contract';
import { getLoginPushBanners } from '../../api/content';
import { t } from '../../i18n/t';
import { isSafeExternalUrl } from '../../lib/url';
import { closeOverlay, useOverlays } from '../../state/overlays';
import { Button } from '../../ui/Button/Button';
import { button as buttonStyle } from '../../ui/Button/buttonClass';
import { Image } from '../../ui/Image/Image';
import { CloseButton } from '../../ui/Modal/CloseButton';
import { ModalLayer } from '../../ui/Modal/ModalLayer';
import * as styles from './NoticePopup.css';
import { hideNoticesToday, noticesHiddenToday } from '../../features/notices/noticeSnooze';
import '../../i18n/messages/globalOverlays';
import '../../i18n/messages/uiExtras';

/** CHOICE: notice art is drawn for the 750x300 carousel format (mocks/data BANNER_SIZE). */
const NOTICE_RATIO = 750 / 300;

/** Where a notice leads: an app route, a checked external page, or nowhere. */
function noticeLink(linkUrl: string): { kind: 'route' | 'external'; href: string } | null {
  const url = linkUrl.trim();
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) {
    return { kind: 'route', href: url };
  }
  return isSafeExternalUrl(url) ? { kind: 'external', href: url } : null;
}

const pictureOf = (banner: Banner) => banner.h5PicUrl || banner.pcPicUrl;

/**
 * The notice pop-ups (spec 2 "Global overlays"; the system call "banner loginPush", spec 7):
 * open while the overlays store's pop-up is `notice`. The notices show one after another; the
 * close button, Esc and "Próximo" move to the next one, and after the last the pop-up closes.
 * "Não mostrar novamente hoje" is remembered for the São Paulo day as soon as it is ticked
 * (noticeSnooze.ts): later openings that day show nothing, the notices already open carry on.
 *
 * Nothing shows while the list loads; an empty list, a failed call (quietly: a background
 * pop-up does not toast) or a day the player hid them closes the pop-up at once.
 */
export function NoticePopup() {
  const { overlay } = useOverlays();
  return overlay?.name === 'notice' ? <NoticeQueue /> : null;
}

function NoticeQueue() {
  // Read once per opening: ticking the box must not hide the notices already on screen.
  const [hidden] = useState(() => noticesHiddenToday());
  const { data, error } = useSWR(hidden ? null : getLoginPushBanners.key(), () =>
    getLoginPushBanners(undefined, { silent: true }),
  );
  const notices = (data ?? []).filter((banner) => pictureOf(banner) !== '');
  const nothingToShow = hidden || error !== undefined || (data !== undefined && !notices.length);

  useEffect(() => {
    if (nothingToShow) closeOverlay();
  }, [nothingToShow]);

  if (nothingToShow || data === undefined) return null;
  return <NoticeDialog notices={notices} />;
}

function NoticeDialog({ notices }: { notices: Banner[] }) {
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [dontShow, setDontShow] = useState(() => noticesHiddenToday());
  const [, navigate] = useLocation();
  const notice = notices[index];
  if (!notice) return null;
  const total = notices.length;
  const last = index >= total - 1;
  const link = noticeLink(notice.linkUrl);

  const next = () => {
    if (last) closeOverlay();
    else setIndex(index + 1);
  };
  const toggle = (checked: boolean) => {
    setDontShow(checked);
    hideNoticesToday(checked);
  };
  const position = { index: index + 1, total };

  return (
    <ModalLayer
      open
      onClose={next}
      labelledBy={titleId}
      placement="center"
      panelClassName={styles.panel}
    >
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {t('notice.title')}
          </h2>
          {total > 1 && (
            // Polite: moving on keeps focus on the same button, so the new position is spoken.
            <span className={styles.counter} aria-live="polite">
              {t('notice.counter', position)}
            </span>
          )}
        </div>
        <CloseButton label={t('common.close')} onClick={next} />
      </div>
      <div className={styles.picture}>
        {/* Keyed by notice: each picture has its own loading state. */}
        <Image
          key={index}
          src={pictureOf(notice)}
          alt={t('notice.imageAlt', position)}
          ratio={NOTICE_RATIO}
          fit="contain"
          radius="md"
          eager
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={dontShow}
          onChange={(event) => toggle(event.currentTarget.checked)}
        />
        <span>{t('notice.dontShowToday')}</span>
      </label>
      <div className={styles.actions}>
        {link && (
          <span className={styles.action}>
            {link.kind === 'route' ? (
              <Button
                variant="secondary"
                block
                onClick={() => {
                  closeOverlay();
                  navigate(link.href);
                }}
              >
                {t('notice.learnMore')}
              </Button>
            ) : (
              <a
                className={buttonStyle({ variant: 'secondary', block: true })}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => closeOverlay()}
              >
                {t('notice.learnMore')}
              </a>
            )}
          </span>
        )}
        <span className={styles.action}>
          <Button block onClick={next}>
            {last ? t('dialog.ok') : t('notice.next')}
          </Button>
        </span>
      </div>
    </ModalLayer>
  );
}

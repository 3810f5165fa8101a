import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Banner } from '../../../api/contract';
import { getBanners } from '../../../api/system';
import { useResource } from '../../../api/useResource';
import { t } from '../../../i18n/t';
import { PauseIcon } from '../../../ui/Icon/PauseIcon';
import { PlayIcon } from '../../../ui/Icon/PlayIcon';
import { Image } from '../../../ui/Image/Image';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { resolveServerLink, serverImage, serverLinkProps } from '../../../lib/serverLink';
import { SectionRetry } from '../SectionRetry/SectionRetry';
import type { Autoplay, createAutoplay } from './autoplay';
import { nextSlide, slideAt } from './slides';
import { CAROUSEL_QUERY, carouselBanners } from './carouselQuery';
import * as styles from './BannerCarousel.css';

/** The carousel banner size (750x300, 5:2): the box keeps it from the first frame (no shift). */
export const BANNER_RATIO = 750 / 300;

/** Width asked of the image proxy: the banner's own width covers a 375 px page at 2x. */
const PROXY_WIDTH = 750;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Runs `run` once the browser is idle after first paint (or soon after, where there is no idle callback). */
function afterFirstPaint(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

function Frame({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <section
      className={styles.root}
      aria-label={t('home.banner.region')}
      aria-busy={busy || undefined}
    >
      {children}
    </section>
  );
}

/** The carousel's placeholder: one banner-sized block and the (empty) dots row. */
export function BannerCarouselSkeleton() {
  return (
    <Frame busy>
      <Skeleton ratio={BANNER_RATIO} radius="lg" />
      <div className={styles.controls} />
    </Frame>
  );
}

function BannerSlide({ banner, index, count }: { banner: Banner; index: number; count: number }) {
  const [, navigate] = useLocation();
  const image = (
    <Image
      src={serverImage(banner.h5PicUrl || banner.pcPicUrl, PROXY_WIDTH)}
      alt={t('home.banner.alt', { index: index + 1, count })}
      ratio={BANNER_RATIO}
      radius="lg"
      eager={index === 0}
    />
  );
  const link = resolveServerLink(banner.linkUrl);
  const props = serverLinkProps(link, navigate);
  if (!props) return image;
  return (
    <a className={styles.slideLink} {...props}>
      {image}
      {link.kind === 'external' && (
        <span className="visually-hidden"> {t('home.link.newTab')}</span>
      )}
    </a>
  );
}

type CarouselProps = { banners: Banner[] };

function Carousel({ banners }: CarouselProps) {
  const count = banners.length;
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const autoplayRef = useRef<Autoplay | null>(null);
  const activeRef = useRef(0);
  const [active, setActive] = useState(0);
  // First paint: the first banner alone, a plain eager image (the LCP element). The other
  // slides and the controls join once the browser is idle, in the same track: nothing moves.
  const [enhanced, setEnhanced] = useState(false);
  // Reduced motion starts paused; the play button can still start it.
  const [userPaused, setUserPaused] = useState(prefersReducedMotion);
  const rotating = enhanced && count > 1;

  useEffect(() => {
    if (count < 2) return;
    return afterFirstPaint(() => setEnhanced(true));
  }, [count]);

  const goTo = useCallback((index: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({
      left: index * track.clientWidth,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, []);

  // The autoplay clock lives as long as the carousel rotates; holds mirror what the player does.
  // Its code arrives with the other slides, after first paint (not in the first load).
  const [autoplayReady, setAutoplayReady] = useState<{
    createAutoplay: typeof createAutoplay;
  } | null>(null);
  useEffect(() => {
    if (!rotating) return;
    let live = true;
    void import('./autoplay').then((module) => live && setAutoplayReady(module));
    return () => {
      live = false;
    };
  }, [rotating]);

  useEffect(() => {
    if (!rotating || !autoplayReady) return;
    const autoplay = autoplayReady.createAutoplay(
      () => goTo(nextSlide(activeRef.current, count)),
      undefined,
      document.hidden ? ['hidden'] : [],
    );
    autoplayRef.current = autoplay;
    const onVisibility = () =>
      document.hidden ? autoplay.hold('hidden') : autoplay.release('hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      autoplay.dispose();
      autoplayRef.current = null;
    };
  }, [rotating, autoplayReady, count, goTo]);

  useEffect(() => {
    const autoplay = autoplayRef.current;
    if (!autoplay) return;
    if (userPaused) autoplay.hold('user');
    else autoplay.release('user');
  }, [userPaused, rotating, autoplayReady]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track) return;
    const index = slideAt(track.scrollLeft, track.clientWidth, count);
    if (index !== activeRef.current) {
      activeRef.current = index;
      setActive(index);
    }
  };

  const shown = enhanced ? banners : banners.slice(0, 1);
  const hold = (reason: 'hover' | 'touch' | 'focus') => autoplayRef.current?.hold(reason);
  const release = (reason: 'hover' | 'touch' | 'focus') => autoplayRef.current?.release(reason);

  return (
    <section
      className={styles.root}
      aria-label={t('home.banner.region')}
      aria-roledescription={rotating ? t('home.banner.roledescription') : undefined}
      onPointerEnter={(e) => e.pointerType === 'mouse' && hold('hover')}
      onPointerLeave={(e) => e.pointerType === 'mouse' && release('hover')}
      onFocus={() => hold('focus')}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) release('focus');
      }}
    >
      <div
        id={trackId}
        ref={trackRef}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={(e) => e.pointerType !== 'mouse' && hold('touch')}
        onPointerUp={() => release('touch')}
        onPointerCancel={() => release('touch')}
        onWheel={() => autoplayRef.current?.restart()}
      >
        {shown.map((banner, index) => (
          <div
            // Banners have no id; their order is the server's and the list is replaced whole.
            key={index}
            className={styles.slide}
            role={rotating ? 'group' : undefined}
            aria-roledescription={rotating ? t('home.banner.slideRoledescription') : undefined}
            aria-label={rotating ? t('home.banner.slide', { index: index + 1, count }) : undefined}
          >
            <BannerSlide banner={banner} index={index} count={count} />
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        {rotating && (
          <>
            <ul className={styles.dots} aria-label={t('home.banner.pickers')}>
              {banners.map((_, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={t('home.banner.goTo', { index: index + 1 })}
                    aria-controls={trackId}
                    aria-current={index === active ? 'true' : undefined}
                    onClick={() => {
                      goTo(index);
                      autoplayRef.current?.restart();
                    }}
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={styles.pause}
              aria-label={userPaused ? t('home.banner.play') : t('home.banner.pause')}
              aria-controls={trackId}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              {userPaused ? (
                <PlayIcon className={styles.pauseIcon} />
              ) : (
                <PauseIcon className={styles.pauseIcon} />
              )}
            </button>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * Home item 1 (spec 2): the carousel banners, autoplaying every 3 s (spec 9).
 *
 * Performance: the first banner is painted first as a plain eager image, the LCP element; the other
 * slides, dots and pause button join after first paint, in the same track, so nothing is swapped or
 * moved. CHOICE: no swiper — a CSS scroll-snap track gives native swipe with momentum for a few
 * hundred bytes of code instead of 27 KB gzip plus CSS.
 *
 * Autoplay stops under prefers-reduced-motion (the play button can start it), while the tab is
 * hidden, and while the player hovers, touches or focuses the carousel; the pause button stops
 * it for good. Each slide is a server link (lib/serverLink.ts): app paths navigate, safe http(s)
 * links open in a new tab, anything else is a picture only.
 *
 * States: loading shows `BannerCarouselSkeleton`; no banner renders nothing; a failure shows a
 * banner-sized box with a retry.
 */
export function BannerCarousel() {
  const banners = useResource(getBanners, CAROUSEL_QUERY, {
    isEmpty: (list) => carouselBanners(list).length === 0,
  });
  if (banners.status === 'loading') return <BannerCarouselSkeleton />;
  if (banners.status === 'empty') return null;
  if (banners.status === 'error' || !banners.data) {
    return (
      <Frame>
        <div className={styles.box} style={{ aspectRatio: String(BANNER_RATIO) }}>
          <SectionRetry stacked message={t('home.banner.error')} onRetry={banners.retry} />
        </div>
        <div className={styles.controls} />
      </Frame>
    );
  }
  return <Carousel banners={carouselBanners(banners.data)} />;
}

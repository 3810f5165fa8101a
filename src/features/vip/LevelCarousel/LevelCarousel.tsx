import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Link } from 'wouter';
import { t } from '../../../i18n/t';
import { ChevronLeftIcon } from '../../../ui/Icon/ChevronLeftIcon';
import { ChevronRightIcon } from '../../../ui/Icon/ChevronRightIcon';
import { IconButton } from '../../../ui/IconButton/IconButton';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { vars } from '../../../theme/contract.css';
import { LevelCard, LevelCardSkeleton } from '../LevelCard/LevelCard';
import type { VipLevels } from '../useVipLevels';
import { levelHref, markOf } from '../vipLevels';
// Swiper's own layout rules: imported here, so they load with the VIP route's chunk only.
import 'swiper/css';
import * as styles from './LevelCarousel.css';
import '../../../i18n/messages/vip';

/** Spec 9 "Slide gap 8" (the lobby's swipeable rows), kept for the level cards. */
const SLIDE_GAP = 8;
/** One card and a glimpse of each neighbour, so the player sees there is more to swipe. */
const SLIDES_PER_VIEW = 1.15;
/** Swipe and button moves take this long, unless the player asks for reduced motion. */
const SPEED_MS = 300;
/** The next page of levels is asked for this many cards before the last one loaded. */
const PREFETCH_BEFORE_END = 2;

/**
 * Whether motion should be dropped: the player's reduced-motion setting, or Storybook's frozen
 * motion (`html[data-motion="off"]`, theme/global.css.ts), where a 300 ms slide would be
 * caught half-way in a screenshot.
 */
function reducedMotion(): boolean {
  if (typeof window === 'undefined') return true;
  if (document.documentElement.dataset.motion === 'off') return true;
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

type LevelCarouselProps = {
  vip: VipLevels;
  /** The level shown first (the player's own on /viprule); the first level when absent. */
  initialLevel: number | null;
};

/**
 * The VIP level cards as a swipeable carousel (swiper 14, which loads only with the VIP route, its
 * stylesheet too). Accessible as the WAI-ARIA APG carousel: a labelled region with the "carrossel"
 * role description, each card a "slide" group named after its level and position, only the card in
 * view reachable by screen readers and the keyboard (the others are inert), previous and next
 * buttons that keep focus at the ends (aria-disabled, never disabled), the arrow keys, Home and End
 * anywhere inside, and a polite live line saying which level is shown. Moves are instant for
 * players who ask for reduced motion. The box has its final height from the first frame (the
 * placeholder card is the same size).
 *
 * A visitor's levels come a page at a time (useVipLevels): the next page is asked for two
 * cards before the end, and "Próximo nível" waits (busy) on the last loaded card until it
 * comes.
 */
export function LevelCarousel({ vip, initialLevel }: LevelCarouselProps) {
  const { levels, current, total, hasMore, loadingMore, loadMore } = vip;
  const headingId = useId();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [speed] = useState(() => (reducedMotion() ? 0 : SPEED_MS));
  // Read once: swiper takes the first card at its start only.
  const [initialIndex] = useState(() =>
    Math.max(
      0,
      levels.findIndex((level) => level.level === initialLevel),
    ),
  );
  const [index, setIndex] = useState(initialIndex);
  const shown = levels[Math.min(index, levels.length - 1)];
  const atStart = index <= 0;
  const atEnd = index >= levels.length - 1 && !hasMore;
  const waiting = index >= levels.length - 1 && hasMore;

  // Ask for the next page before the player reaches the last card loaded.
  useEffect(() => {
    if (hasMore && !loadingMore && index >= levels.length - 1 - PREFETCH_BEFORE_END) loadMore();
  }, [hasMore, loadingMore, index, levels.length, loadMore]);

  const go = (to: number) => {
    const target = Math.max(0, Math.min(levels.length - 1, to));
    if (target !== index) swiperRef.current?.slideTo(target);
  };
  const prev = () => go(index - 1);
  const next = () => go(index + 1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: prev,
      ArrowRight: next,
      Home: () => go(0),
      End: () => go(levels.length - 1),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move();
  };

  return (
    // The keys act on the carousel wherever focus is inside it (APG carousel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.root}
      aria-roledescription={t('vip.carousel.role')}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('vip.levels.title')}
      </h2>
      <Swiper
        className={styles.swiper}
        slidesPerView={SLIDES_PER_VIEW}
        centeredSlides
        spaceBetween={SLIDE_GAP}
        speed={speed}
        initialSlide={initialIndex}
        grabCursor
        // Whole pixels and one layer. By default swiper places cards at fractional offsets
        // ((343 px - 1.2) / 1.15 = 297.2 px wide on a phone) and, with 10 slides or fewer, gives
        // each its own compositor layer (`backface-visibility: hidden`, a Safari flicker fix).
        // A visitor's first page (10 levels) then drew the card edges one shade off in some runs,
        // while the full table (11) never did. Whole-pixel cards also keep text crisp.
        roundLengths
        maxBackfaceHiddenSlides={0}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onActiveIndexChange={(swiper) => setIndex(swiper.activeIndex)}
      >
        {levels.map((level, i) => {
          const mark = markOf(level, current);
          return (
            <SwiperSlide
              key={level.level}
              className={styles.slide}
              role="group"
              aria-roledescription={t('vip.carousel.slideRole')}
              aria-label={t(
                mark === 'current' ? 'vip.carousel.slideCurrent' : 'vip.carousel.slide',
                {
                  name: level.name,
                  index: i + 1,
                  total,
                },
              )}
              inert={i !== index}
            >
              <LevelCard level={level} mark={mark} />
            </SwiperSlide>
          );
        })}
      </Swiper>
      <div className={styles.controls}>
        <IconButton
          variant="secondary"
          label={t('vip.carousel.prev')}
          aria-disabled={atStart || undefined}
          onClick={prev}
        >
          <ChevronLeftIcon />
        </IconButton>
        {/* Polite: each move says where the player is, without taking focus from the button. */}
        <p className={styles.position} aria-live="polite" aria-atomic="true">
          {shown && t('vip.carousel.position', { name: shown.name, index: index + 1, total })}
        </p>
        <IconButton
          variant="secondary"
          label={t('vip.carousel.next')}
          aria-disabled={atEnd || waiting || undefined}
          aria-busy={waiting || undefined}
          onClick={next}
        >
          <ChevronRightIcon />
        </IconButton>
      </div>
      <p className={styles.hint}>{t('vip.carousel.hint')}</p>
      {shown && (
        <Link href={levelHref(shown.level)} className={styles.details}>
          {t('vip.carousel.details', { name: shown.name })}
        </Link>
      )}
    </section>
  );
}

/** The carousel while the levels load: the same heading, card box, controls and lines. */
export function LevelCarouselSkeleton() {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy="true">
      <h2 id={headingId} className={styles.heading}>
        {t('vip.levels.title')}
      </h2>
      <div className={styles.skeletonTrack}>
        <div className={styles.skeletonCard}>
          <LevelCardSkeleton />
        </div>
      </div>
      <div className={styles.controls} aria-hidden="true">
        <Skeleton width={vars.size.touchTarget} height={vars.size.touchTarget} radius="md" />
        <p className={styles.position} />
        <Skeleton width={vars.size.touchTarget} height={vars.size.touchTarget} radius="md" />
      </div>
      <p className={styles.hint}>{t('vip.carousel.hint')}</p>
      <span className={styles.details} aria-hidden="true" />
    </section>
  );
}

import { useCallback, useState, type RefCallback } from 'react';
import { t } from '../../i18n/t';
import { BrokenImageIcon } from '../Icon/BrokenImageIcon';
import * as styles from './Image.css';

type ImageStatus = 'loading' | 'loaded' | 'error';

type ImageProps = {
  /**
   * The picture's URL (for remote images, build it with `imageProxyUrl` from lib/image.ts).
   * `undefined` means "not known yet" (its data is still loading): the placeholder shows.
   */
  src: string | undefined;
  /** Required; `''` marks a decorative image that assistive technology skips. */
  alt: string;
  /** Width / height, e.g. `16 / 9` for a banner or `3 / 4` for a game tile. */
  ratio: number;
  /** How the picture fills the box. */
  fit?: 'cover' | 'contain';
  radius?: 'none' | 'sm' | 'md' | 'lg';
  /**
   * Above-the-fold pictures (the first banner): load at once with high priority instead of
   * lazily, since lazy loading would delay the largest paint.
   */
  eager?: boolean;
  onLoad?: () => void;
  onError?: () => void;
};

/**
 * Marks the frame loaded when its picture has arrived, straight on the DOM: the fade-in is CSS
 * (`data-status`), and a lobby loads some sixty pictures at start, each of which used to go
 * through React's event system and a render and commit of its own: long tasks while the page loads.
 * Only a failure, which changes what is drawn, goes through React.
 */
function markLoaded(img: HTMLImageElement | null, onLoad: (() => void) | undefined) {
  const frame = img?.parentElement;
  if (!img || !frame) return;
  const loaded = () => {
    frame.dataset.status = 'loaded';
    onLoad?.();
  };
  if (img.complete && img.naturalWidth > 0) {
    loaded();
    return;
  }
  // A new picture in a frame that showed another one starts from the placeholder again.
  frame.dataset.status = 'loading';
  img.addEventListener('load', loaded, { once: true });
  return () => img.removeEventListener('load', loaded);
}

/**
 * A lazily loaded picture in a box of fixed aspect ratio, so nothing on the page moves while it
 * loads. The box shows the skeleton colour until the picture has loaded, then fades it in; if
 * it fails, an icon and "Imagem indisponível" take its place.
 */
export function Image({
  src,
  alt,
  ratio,
  fit = 'cover',
  radius = 'md',
  eager = false,
  onLoad,
  onError,
}: ImageProps) {
  // A failure belongs to one URL: a new `src` starts loading again without an effect. Success is
  // written on the frame by the picture itself (markLoaded), never rendered.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const status: ImageStatus = src !== undefined && failedSrc === src ? 'error' : 'loading';
  const named = alt !== '';
  const pictureRef = useCallback<RefCallback<HTMLImageElement>>(
    (img) => markLoaded(img, onLoad),
    [onLoad],
  );

  return (
    <span
      className={`${styles.frame} ${styles.frameRadius[radius]}`}
      style={{ aspectRatio: String(ratio) }}
      data-status={status}
      // Before the URL is known there is no <img> to carry the alt text, so the box does.
      role={src === undefined && named ? 'img' : undefined}
      aria-label={src === undefined && named ? alt : undefined}
    >
      {src !== undefined && status !== 'error' && (
        <img
          // One element per picture: a new `src` is a new element, its frame back to loading.
          key={src}
          ref={pictureRef}
          className={`${styles.image} ${styles.imageFit[fit]}`}
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => {
            setFailedSrc(src);
            onError?.();
          }}
        />
      )}
      {status === 'error' && (
        <span className={styles.fallback} aria-hidden={named ? undefined : true}>
          {named && <span className="visually-hidden">{alt}</span>}
          <BrokenImageIcon className={styles.fallbackIcon} cutClassName={styles.cutStroke} />
          <span>{t('image.failed')}</span>
        </span>
      )}
    </span>
  );
}

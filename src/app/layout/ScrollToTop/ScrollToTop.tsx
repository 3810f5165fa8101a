import { useEffect, useState } from 'react';
import { t } from '../../../i18n/t';
import { ToTopIcon } from '../../../ui/Icon/ToTopIcon';
import * as styles from './ScrollToTop.css';
import '../../../i18n/messages/shellExtras';

type ScrollToTopProps = {
  /** Sit above the tab bar (tab pages) or near the bottom edge (other pages). */
  aboveTabBar?: boolean;
  /**
   * Id of the element that takes focus once at the top, since the button itself disappears
   * there (default: the frame's main content, `#conteudo`).
   */
  focusTargetId?: string;
};

const scrolledPastOneScreen = () => window.scrollY > window.innerHeight;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The floating 'Voltar ao topo' button (spec 2, global overlays): it appears once the page is
 * scrolled down by more than one screen height and scrolls back up smoothly, or at once for
 * players who ask for reduced motion. Focus then moves to the top of the content, so a
 * keyboard user does not fall back to the start of the document when the button goes away.
 */
export function ScrollToTop({ aboveTabBar = true, focusTargetId = 'conteudo' }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(scrolledPastOneScreen());
    // The first look waits for the next frame's layout: reading the scroll position while the
    // page is still being built forces a layout of the whole lobby.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!visible) return null;

  const goToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.layer({ aboveTabBar })}>
      <button
        type="button"
        className={styles.button}
        data-float=""
        aria-label={t('scrollTop.label')}
        onClick={goToTop}
      >
        <ToTopIcon />
      </button>
    </div>
  );
}

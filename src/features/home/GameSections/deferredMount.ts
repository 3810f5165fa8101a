import { useEffect, useState, type RefObject } from 'react';

/**
 * Home game sections below the first ones mount their tiles only when they are about to be
 * seen. The lobby has hundreds of tiles: drawing them all when the category call answers
 * blocked a mid-range phone's main thread for most of a second, and drawing them in idle time
 * after load still kept it busy for seconds (Lighthouse, 4x CPU slowdown). A section's tiles
 * mount when it comes within a screen of the viewport (the player scrolls towards it; the
 * browser reports it without measuring anything on the main thread) or when focus enters it (a
 * keyboard user tabbing down the page). Until then the section shows its title, "Todos" and its
 * arrows, so headings and links are all there for screen readers from the start.
 */
export function useDeferredMount(ref: RefObject<HTMLElement | null>, immediate: boolean): boolean {
  const [ready, setReady] = useState(immediate);

  useEffect(() => {
    const element = ref.current;
    if (ready || !element) return;
    const go = () => setReady(true);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
            rootMargin: '100% 0px',
          });
    if (observer) observer.observe(element);
    else go();
    element.addEventListener('focusin', go);
    return () => {
      observer?.disconnect();
      element.removeEventListener('focusin', go);
    };
  }, [ready, ref]);

  return ready;
}

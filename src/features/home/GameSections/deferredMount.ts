import { useEffect, useState, type RefObject } from 'react';

/**
 * Home game sections below the first ones mount their tiles later, one section per task: the
 * lobby has hundreds of tiles, and drawing them all in the task that receives the category call
 * blocked a mid-range phone's main thread for most of a second (Lighthouse, 4x CPU slowdown).
 * A section's tiles mount as soon as the first of these happens:
 * - it comes within about a screen of the viewport (the player scrolls towards it);
 * - focus enters it (a keyboard user tabbing through the page);
 * - its turn comes in the idle-time queue (sections mount in page order, one per idle period,
 *   so the whole lobby is there shortly after load without the player doing anything).
 */

type Job = () => void;

const queue: Job[] = [];
let scheduled = false;

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run, 16);
}

function drain(): void {
  scheduled = false;
  const job = queue.shift();
  if (!job) return;
  job();
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // A macrotask after the idle callback, so the previous section's render has committed first.
  whenIdle(() => setTimeout(drain, 0));
}

/**
 * Whether the tiles of the section in `ref` may mount now. `immediate` sections (the first
 * ones, on screen or just below) mount at once.
 */
export function useDeferredMount(ref: RefObject<HTMLElement | null>, immediate: boolean): boolean {
  const [ready, setReady] = useState(immediate);

  useEffect(() => {
    if (ready) return;
    const element = ref.current;
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      setReady(true);
    };
    queue.push(go);
    schedule();

    const observer =
      typeof IntersectionObserver === 'undefined' || !element
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
            rootMargin: '100% 0px',
          });
    if (element) observer?.observe(element);
    element?.addEventListener('focusin', go);
    return () => {
      done = true;
      const at = queue.indexOf(go);
      if (at !== -1) queue.splice(at, 1);
      observer?.disconnect();
      element?.removeEventListener('focusin', go);
    };
  }, [ready, ref]);

  return ready;
}

/*
 * The page's end scrolls clear of the floating buttons. The shown floats (`data-float`: the
 * home's icons, the red packet, scroll to top) reach some height up from the screen's bottom (or
 * from the tab bar's top); `--float-band` on <html> says how far, and the frame adds it under the
 * page (ui/AppFrame) and to the scroll padding (theme/global.css.ts), so the last row of a list,
 * the footer's 18+ notice and a focused field are never left under a float. Measured, not added
 * up from the floats' sizes: which floats show, and how many icons, depends on the data.
 */

/** The gap kept between the page's last line and the lowest float's top edge. */
const GAP_PX = 8;

/** How far the shown floats reach above the bottom edge they sit on, gap included (0: none). */
export function floatBand(doc: Document = document): number {
  const bar = doc.querySelector('[data-tab-bar]');
  const edge = bar ? bar.getBoundingClientRect().top : (doc.defaultView?.innerHeight ?? 0);
  let top = edge;
  for (const float of doc.querySelectorAll('[data-float]')) {
    for (const part of [float, ...float.querySelectorAll('*')]) {
      const rect = part.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) top = Math.min(top, rect.top);
    }
  }
  return top < edge ? Math.ceil(edge - top) + GAP_PX : 0;
}

/**
 * Keeps `--float-band` up to date while floats come and go (mutations) and the screen turns
 * (resize), measured at most once a frame. Returns the stop function.
 */
export function watchFloatBand(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const root = doc.documentElement;
  let frame = 0;
  let shown = -1;
  const measure = () => {
    frame = 0;
    const band = floatBand(doc);
    if (band === shown) return;
    shown = band;
    if (band > 0) root.style.setProperty('--float-band', `${band}px`);
    else root.style.removeProperty('--float-band');
  };
  const schedule = () => {
    if (frame === 0) frame = view.requestAnimationFrame(measure);
  };
  const observer = new view.MutationObserver(schedule);
  observer.observe(doc.body, { childList: true, subtree: true });
  view.addEventListener('resize', schedule);
  schedule();
  return () => {
    observer.disconnect();
    view.removeEventListener('resize', schedule);
    if (frame !== 0) view.cancelAnimationFrame(frame);
    root.style.removeProperty('--float-band');
  };
}

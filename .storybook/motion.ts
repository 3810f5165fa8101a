import isChromatic from 'chromatic/isChromatic';

/*
 * Motion in the catalogue: it plays for a person reviewing autoplay banners, the marquee, the
 * red packet's shake or the wheel's spin, and is frozen (`html[data-motion="off"]`, see
 * src/theme/global.css.ts) wherever a screenshot is taken, so no frame is caught half-drawn.
 */

export type Motion = 'on' | 'off';

/**
 * Whether a machine is looking: the test runner's browser (Playwright sets `navigator.webdriver`
 * from the first script on; the runner also adds `StorybookTestRunner@x` to the user agent, but
 * only once a story is being tested, too late for the first render) or Chromatic's capture
 * browser (`isChromatic()`: its user agent, or `?chromatic=true`).
 */
export function isMachine(win: Window = window): boolean {
  return (
    win.navigator.webdriver === true ||
    /StorybookTestRunner/.test(win.navigator.userAgent) ||
    isChromatic(win)
  );
}

/** The viewer asked their system for less motion: the catalogue starts frozen for them too. */
export function prefersReducedMotion(win: Window = window): boolean {
  return typeof win.matchMedia === 'function'
    ? win.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** What the toolbar starts on: off for machines and for people who prefer reduced motion. */
export function initialMotion(win: Window = window): Motion {
  return isMachine(win) || prefersReducedMotion(win) ? 'off' : 'on';
}

/** The motion a story gets: machines always frozen, whatever the toolbar or a story says. */
export function effectiveMotion(toolbar: unknown, machine: boolean): Motion {
  return machine || toolbar === 'off' ? 'off' : 'on';
}

/** Sets `<html data-motion>`: the attribute the global styles and the JS motion read. */
export function applyMotion(motion: Motion, doc: Document = document): void {
  if (motion === 'off') doc.documentElement.dataset.motion = 'off';
  else delete doc.documentElement.dataset.motion;
}

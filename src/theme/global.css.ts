import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'dark light',
  WebkitTextSizeAdjust: '100%',
  // Spec 9: double-tap zoom is blocked; `manipulation` keeps panning and pinch for a11y zoom
  // out of the way of taps and removes the 300 ms tap delay.
  touchAction: 'manipulation',
  // What a focus move, a find-in-page or a scrollIntoView brings into view lands in the open
  // part of the screen: below the sticky top bar, above the fixed tab bar, the floating buttons
  // and the privacy banner, and above a page's button bar held at the bottom (each sets its band
  // while it shows), never under them.
  scrollPaddingTop: vars.size.headerHeight,
  scrollPaddingBottom:
    'calc(max(calc(var(--tab-bar-band, 0px) + var(--float-band, 0px)), var(--consent-band, 0px)) + var(--page-action-band, 0px))',
});

// The tab bar is fixed over the bottom of the four tab pages (app/layout/TabBar).
globalStyle('html:has([data-tab-bar])', {
  vars: { '--tab-bar-band': `calc(${vars.size.tabBarHeight} + env(safe-area-inset-bottom, 0px))` },
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  background: vars.color.frameBackdrop,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: vars.color.link });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Players who ask for less motion get none; Storybook sets data-motion="off" to freeze pixels.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
globalStyle(
  'html[data-motion="off"] *, html[data-motion="off"] *::before, html[data-motion="off"] *::after',
  {
    animation: 'none !important',
    transition: 'none !important',
    caretColor: 'transparent',
  },
);

globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/*
 * The prerendered page (scripts/prerenderPlugin.ts): index.html's boot script marks <html> before
 * the first paint. `render`: the page was prerendered for another path (a host that serves one page
 * for every path): hidden until the app has drawn the right one (main.tsx). `player`: a logged-in
 * player's header is drawn by the app; until then the visitor's buttons keep their place unseen.
 * `consent="kept"`: a returning player never sees the prerendered consent banner.
 */
globalStyle('html[data-boot="render"] #root', { visibility: 'hidden' });
globalStyle('html[data-boot="player"] [data-visitor]', { visibility: 'hidden' });
globalStyle('html[data-consent="kept"] [data-consent-banner]', { display: 'none' });

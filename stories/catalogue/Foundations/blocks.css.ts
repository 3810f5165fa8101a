import { style } from '@vanilla-extract/css';

// Docs-page styles: Storybook's docs theme (light, its own fonts) around the token samples, which
// draw with the tokens' literal values so both themes show side by side.

/** Root of a block: the page's body takes the app theme's text colour (light on dark). */
export const block = style({ color: '#1b1f29' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  margin: '16px 0 32px',
  // Explicit: the page's body takes the app theme's text colour, light on dark.
  color: '#1b1f29',
});

export const cell = style({
  padding: '8px 10px',
  borderBottom: '1px solid #e3e6ec',
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 13,
});

export const swatchGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 12,
  margin: '12px 0 28px',
});

export const swatch = style({
  border: '1px solid #d5d9e2',
  borderRadius: 8,
  overflow: 'hidden',
  fontSize: 12,
  background: '#fff',
  color: '#1b1f29',
});

export const chip = style({ height: 48 });

export const swatchText = style({ padding: '6px 8px', lineHeight: 1.4 });

export const pass = style({ color: '#0b6b35', fontWeight: 700 });
export const fail = style({ color: '#b42330', fontWeight: 700 });

export const sample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 6,
  padding: '6px 10px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const bar = style({ background: '#22c55e', height: 16, borderRadius: 2 });

export const radiusBox = style({
  width: 72,
  height: 72,
  background: '#18213a',
  border: '2px solid #43527a',
});

export const motionTrack = style({
  position: 'relative',
  height: 28,
  width: 240,
  background: '#eef1f7',
  borderRadius: 14,
  border: 'none',
  padding: 0,
  cursor: 'pointer',
});

export const motionDot = style({
  position: 'absolute',
  top: 4,
  left: 4,
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: '#0b7a3d',
  transitionProperty: 'transform',
  selectors: {
    [`${motionTrack}:hover &, ${motionTrack}:focus-visible &`]: { transform: 'translateX(212px)' },
  },
});

export const touchTarget = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '2px dashed #0b7a3d',
  borderRadius: 8,
  color: '#0b7a3d',
  fontSize: 11,
});

import { style } from '@vanilla-extract/css';

// The docs page (addon-docs' own light page, not the app's themes): plain, legible, AA contrast.
// The root sets its own colours: the app's global styles (loaded by the preview) give the body
// the dark theme's light text, which would vanish on the docs' white page.
export const root = style({ color: '#1f1f1f', background: '#ffffff' });
export const share = style({ borderCollapse: 'collapse', marginBlock: 16 });
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  border: 0,
  padding: 0,
  marginBlock: 16,
});
export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  paddingInline: 12,
  border: '1px solid #6b6b6b',
  borderRadius: 22,
  cursor: 'pointer',
});
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: 14 });
export const cell = style({
  border: '1px solid #d0d0d0',
  padding: '6px 8px',
  verticalAlign: 'top',
  textAlign: 'left',
});
// Long file paths and test titles wrap inside the docs column instead of widening the table.
export const proofCell = style({ overflowWrap: 'anywhere', minWidth: 220 });
export const id = style({ whiteSpace: 'nowrap', fontFamily: 'monospace' });
export const proofs = style({ margin: 0, paddingInlineStart: 16 });
export const note = style({
  display: 'block',
  marginTop: 4,
  color: '#4a4a4a',
  fontStyle: 'italic',
});
export const status = style({ whiteSpace: 'nowrap', fontWeight: 600 });
export const built = style({ color: '#0b6b2b' });
export const partial = style({ color: '#8a4b00' });
export const notBuilt = style({ color: '#a8071a' });

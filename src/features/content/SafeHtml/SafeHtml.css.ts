import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/*
 * Server HTML carries no classes or inline styles (sanitizeHtml.ts refuses them), so its look
 * comes from here: readable text in the page's column, lists and tables that fit a phone.
 */
export const body = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });

globalStyle(`${body} :is(h1, h2, h3, h4, h5, h6)`, {
  marginTop: vars.space.lg,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${body} :is(h1, h2)`, { fontSize: vars.fontSize.xl });
globalStyle(`${body} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${body} :is(h4, h5, h6)`, { fontSize: vars.fontSize.md });

globalStyle(`${body} :is(p, ul, ol, blockquote, table)`, {
  marginTop: 0,
  marginBottom: vars.space.md,
});
globalStyle(`${body} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${body} li + li`, { marginTop: vars.space.xs });

globalStyle(`${body} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

globalStyle(`${body} hr`, {
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  marginBlock: vars.space.lg,
});

// Links read as links and are big enough to tap inside a paragraph.
globalStyle(`${body} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

// Pictures never overflow the column; width/height attributes only set the shape.
globalStyle(`${body} img`, {
  display: 'inline-block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
});

// A wide table scrolls sideways inside itself instead of widening the page.
globalStyle(`${body} table`, {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${body} :is(th, td)`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${body} th`, {
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${body} caption`, {
  paddingBottom: vars.space.xs,
  color: vars.color.textMuted,
  textAlign: 'start',
});

import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { money } from '../Money/Money.css';
import { CELEBRATION_MS } from './countUp';

/*
 * A win's moment: the final words hold the room from the first frame (so nothing moves when the
 * count ends), the rising copy is drawn over them, and a few pieces burst out from the middle.
 * The pieces move with transform and fade with opacity only: the compositor runs them, no
 * layout or paint of the page on any frame. Sizes and distances are in `em`, so the burst
 * scales with the type it celebrates.
 */

/** The words and amount; the rising copy and the burst are placed over it. */
export const root = style({
  position: 'relative',
  display: 'inline-block',
  maxWidth: '100%',
  // Tabular figures: every digit as wide as the next, so the rising amount never jitters.
  fontVariantNumeric: 'tabular-nums',
});

/** The amount alone, large and in gold: the look of a won amount everywhere (Money, `lg`). */
export const figure = money({ tone: 'reward', size: 'lg' });

/**
 * The final words while the copy rises over them: not shown, but still what a screen reader
 * reads (opacity keeps them in the accessibility tree; visibility would not).
 */
export const settling = style({ opacity: 0 });

/** The rising copy, exactly over the final words (same box, same type). */
export const rising = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
});

/**
 * The pieces' stage: the words' own box, so the burst fits a short amount and a long sentence
 * alike; nothing in it to lay out or to touch.
 */
export const burst = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
});

const dx = createVar();
const dy = createVar();
const turn = createVar();

const fly = keyframes({
  '0%': { opacity: 1, transform: 'translate(0, 0) rotate(0deg) scale(0.4)' },
  '55%': { opacity: 1 },
  '100%': {
    opacity: 0,
    transform: `translate(${dx}, calc(${dy} + 0.6em)) rotate(${turn}) scale(1)`,
  },
});

/**
 * The two fixed frames a story can show (nothing moves in either): the start, every piece small
 * on the words' middle line, and the middle of the burst, the pieces most of the way out.
 */
export const pose = styleVariants({
  start: {},
  middle: {},
});

/**
 * One piece: a small card of colour on the words' middle line, hidden unless it flies (or a
 * fixed frame shows it).
 */
const piece = style({
  position: 'absolute',
  top: '50%',
  width: '0.3em',
  height: '0.5em',
  marginTop: '-0.25em',
  marginLeft: '-0.15em',
  borderRadius: '0.06em',
  opacity: 0,
  selectors: {
    [`${pose.start} &`]: { opacity: 1, transform: 'translate(0, 0) rotate(0deg) scale(0.4)' },
    [`${pose.middle} &`]: {
      opacity: 1,
      transform: `translate(calc(${dx} * 0.7), calc(${dy} * 0.7)) rotate(calc(${turn} * 0.7))`,
    },
  },
});

/** While the moment plays, every piece flies out once and fades. */
export const flying = style({});

/**
 * The pieces: where each starts along the words (percent of their width), where it lands from
 * there (em), how far it turns and its colour. Starting along the whole width, the burst fits a
 * short amount and a long sentence alike; flying up and down by more than half a line, the
 * pieces clear the words. A fixed table, so every run and every screenshot draws the same burst.
 */
const PIECES = [
  { at: 0, x: -1.6, y: -0.7, turn: 200, color: vars.color.reward, round: false },
  { at: 0, x: -1.4, y: 0.9, turn: -160, color: vars.color.primary, round: true },
  { at: 12, x: -0.9, y: -1.7, turn: 240, color: vars.color.rewardText, round: false },
  { at: 25, x: -0.4, y: 1.5, turn: -220, color: vars.color.successText, round: false },
  { at: 36, x: -0.3, y: -1.9, turn: 180, color: vars.color.reward, round: true },
  { at: 50, x: 0.1, y: -2.1, turn: -260, color: vars.color.primary, round: false },
  { at: 52, x: -0.1, y: 1.7, turn: 150, color: vars.color.rewardText, round: false },
  { at: 64, x: 0.4, y: -1.8, turn: -190, color: vars.color.reward, round: false },
  { at: 76, x: 0.5, y: 1.5, turn: 230, color: vars.color.successText, round: true },
  { at: 88, x: 0.9, y: -1.6, turn: -170, color: vars.color.reward, round: false },
  { at: 100, x: 1.6, y: -0.6, turn: 210, color: vars.color.primary, round: false },
  { at: 100, x: 1.4, y: 1.0, turn: -240, color: vars.color.rewardText, round: true },
] as const;

export const pieces = PIECES.map((p, index) =>
  style([
    piece,
    {
      vars: { [dx]: `${p.x}em`, [dy]: `${p.y}em`, [turn]: `${p.turn}deg` },
      left: `${p.at}%`,
      background: p.color,
      borderRadius: p.round ? '50%' : undefined,
      selectors: {
        [`${flying} &`]: {
          // A little stagger, so the pieces leave as a burst rather than a ring.
          animation: `${fly} ${CELEBRATION_MS}ms cubic-bezier(0.2, 0.7, 0.3, 1) ${(index % 3) * 40}ms both`,
        },
      },
      '@media': {
        // Belt and braces: the component draws no pieces for these players anyway.
        '(prefers-reduced-motion: reduce)': {
          selectors: { [`${flying} &`]: { animation: 'none' } },
        },
      },
    },
  ]),
);

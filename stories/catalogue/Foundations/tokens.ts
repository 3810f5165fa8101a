import { contrastRatio } from '../../../src/lib/contrast';
import { scales } from '../../../src/theme/scales';
import { darkColors, lightColors, shadows } from '../../../src/theme/themes.css';

/*
 * The Foundations pages read everything from the theme contract's values (src/theme/scales.ts
 * and the palettes of src/theme/themes.css.ts), so a token changed in code changes the page.
 */

export type ColorToken = keyof typeof darkColors;
export type ThemeKey = 'dark' | 'light';

export const palettes: Record<ThemeKey, Record<ColorToken, string>> = {
  dark: darkColors,
  light: lightColors,
};
export const themeShadows = shadows;
export const themeLabels: Record<ThemeKey, string> = { dark: 'Escuro (padrão)', light: 'Claro' };

/** Every colour token in the contract's order, in groups a designer thinks in. */
export const colorGroups: readonly { name: string; tokens: readonly ColorToken[] }[] = [
  {
    name: 'Superfícies',
    tokens: ['background', 'surface', 'surfaceRaised', 'surfaceSunken', 'frameBackdrop', 'scrim'],
  },
  { name: 'Texto e links', tokens: ['text', 'textMuted', 'textInverse', 'link'] },
  { name: 'Bordas e foco', tokens: ['border', 'borderStrong', 'focusRing'] },
  {
    name: 'Ações',
    tokens: [
      'primary',
      'primaryHover',
      'primaryPressed',
      'onPrimary',
      'secondary',
      'secondaryHover',
      'onSecondary',
      'danger',
      'dangerHover',
      'onDanger',
    ],
  },
  {
    name: 'Estados e prêmios',
    tokens: [
      'dangerText',
      'success',
      'successText',
      'warning',
      'warningText',
      'reward',
      'onReward',
      'rewardText',
      'badge',
      'onBadge',
    ],
  },
  { name: 'Carregamento', tokens: ['skeleton', 'skeletonHighlight'] },
];

/**
 * `text`: WCAG 1.4.3, 4.5:1 for body text. `nonText`: 1.4.11, 3:1 for what must be seen but is
 * not text (the focus ring, an input's border).
 */
export type PairKind = 'text' | 'nonText';

/** Foreground on background, as the components use them (grep `vars.color.<token>` in src/). */
export type ColorPair = {
  fg: ColorToken;
  bg: ColorToken;
  kind: PairKind;
  usage: string;
};

const onSurfaces = (
  fg: ColorToken,
  usage: string,
  surfaces: readonly ColorToken[] = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'],
  kind: PairKind = 'text',
): ColorPair[] => surfaces.map((bg) => ({ fg, bg, kind, usage }));

export const colorPairs: readonly ColorPair[] = [
  ...onSurfaces('text', 'Texto principal'),
  ...onSurfaces('textMuted', 'Texto secundário, legendas'),
  ...onSurfaces('link', 'Links', ['background', 'surface', 'surfaceRaised']),
  ...onSurfaces('dangerText', 'Erros de campo, recusas', [
    'background',
    'surface',
    'surfaceRaised',
    'surfaceSunken',
  ]),
  ...onSurfaces('successText', 'Confirmações', ['background', 'surface', 'surfaceRaised']),
  ...onSurfaces('warningText', 'Avisos', ['background', 'surface', 'surfaceRaised']),
  ...onSurfaces('rewardText', 'Valores de prêmio', ['background', 'surface', 'surfaceRaised']),
  { fg: 'onPrimary', bg: 'primary', kind: 'text', usage: 'Botão principal' },
  { fg: 'onPrimary', bg: 'primaryHover', kind: 'text', usage: 'Botão principal (hover)' },
  { fg: 'onPrimary', bg: 'primaryPressed', kind: 'text', usage: 'Botão principal (pressionado)' },
  { fg: 'onSecondary', bg: 'secondary', kind: 'text', usage: 'Botão secundário' },
  { fg: 'onSecondary', bg: 'secondaryHover', kind: 'text', usage: 'Botão secundário (hover)' },
  { fg: 'onDanger', bg: 'danger', kind: 'text', usage: 'Botão de perigo' },
  { fg: 'onDanger', bg: 'dangerHover', kind: 'text', usage: 'Botão de perigo (hover)' },
  { fg: 'onReward', bg: 'reward', kind: 'text', usage: 'Selo e botão de prêmio' },
  { fg: 'onBadge', bg: 'badge', kind: 'text', usage: 'Contador de novidades' },
  { fg: 'textInverse', bg: 'link', kind: 'text', usage: 'Iniciais do avatar' },
  ...onSurfaces(
    'focusRing',
    'Anel de foco do teclado',
    ['background', 'surface', 'surfaceRaised'],
    'nonText',
  ),
  { fg: 'borderStrong', bg: 'surfaceSunken', kind: 'nonText', usage: 'Borda de campo de texto' },
];

/**
 * Pairings below their WCAG minimum today, shown on the page as such and reported to the lead: a
 * text field's 1 px border (borderStrong on surfaceSunken) is 2.48:1 in the dark theme and 2.39:1
 * in the light one, under 1.4.11's 3:1. Fixing it is a palette change that re-records every
 * baseline with a text field, so it is not made from the catalogue. The unit test fails if another
 * pairing drops below its minimum, or if this one is fixed and still listed.
 */
export const knownContrastGaps: readonly string[] = ['borderStrong on surfaceSunken'];

export const pairName = (pair: Pick<ColorPair, 'fg' | 'bg'>): string => `${pair.fg} on ${pair.bg}`;

export type ContrastRow = ColorPair & {
  fgValue: string;
  bgValue: string;
  ratio: number | null;
  required: number;
  passes: boolean;
};

/** The contrast table of one theme, every ratio computed from the palette's values. */
export function contrastRows(theme: ThemeKey): ContrastRow[] {
  const palette = palettes[theme];
  return colorPairs.map((pair) => {
    const fgValue = palette[pair.fg];
    const bgValue = palette[pair.bg];
    const ratio = contrastRatio(fgValue, bgValue);
    const required = pair.kind === 'text' ? 4.5 : 3;
    return {
      ...pair,
      fgValue,
      bgValue,
      ratio,
      required,
      passes: ratio !== null && ratio >= required,
    };
  });
}

/** A `12px` / `120ms` token as a number, for drawing it to scale. */
export const px = (value: string): number => parseFloat(value);

export const typeScale = scales.fontSize;
export const fontWeights = scales.fontWeight;
export const lineHeights = scales.lineHeight;
export const fonts = scales.font;
export const spaceScale = scales.space;
export const radiusScale = scales.radius;
export const motionScale = scales.motion;
export const zIndexScale = scales.zIndex;
export const sizeScale = scales.size;

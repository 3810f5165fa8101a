import { describe, expect, it } from 'vitest';
import { vars } from '../../../src/theme/contract.css';
import {
  colorGroups,
  colorPairs,
  contrastRows,
  knownContrastGaps,
  pairName,
  palettes,
} from './tokens';

describe('Foundations colour data', () => {
  it('computes the ratios from the palette values (text on the light surface is 17.85:1)', () => {
    const light = contrastRows('light');
    const text = light.find((row) => row.fg === 'text' && row.bg === 'surface');
    expect(text?.ratio).toBeCloseTo(17.85, 1);
    expect(text?.fgValue).toBe(palettes.light.text);
  });

  it('lists every colour token of the contract exactly once, so a new token shows on the page', () => {
    const listed = colorGroups.flatMap((group) => group.tokens);
    expect([...listed].sort()).toEqual(Object.keys(vars.color).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('both palettes fill every token of the contract', () => {
    for (const palette of Object.values(palettes)) {
      expect(Object.keys(palette).sort()).toEqual(Object.keys(vars.color).sort());
    }
  });

  it.each(['dark', 'light'] as const)(
    'in the %s theme every pairing the components use meets WCAG AA, except the known gaps',
    (theme) => {
      const rows = contrastRows(theme);
      expect(rows).toHaveLength(colorPairs.length);
      expect(rows.every((row) => row.ratio !== null)).toBe(true);
      const failing = rows.filter((row) => !row.passes).map(pairName);
      expect(failing).toEqual([...knownContrastGaps]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import {
  contrastGrade,
  contrastRatio,
  formatRatio,
  parseColor,
  relativeLuminance,
} from './contrast';

describe('parseColor', () => {
  it('reads long and short hex, any case', () => {
    expect(parseColor('#0F1629')).toEqual([15, 22, 41]);
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
  });
  it('reads opaque rgb() and rgba(…, 1)', () => {
    expect(parseColor('rgb(3, 6, 14)')).toEqual([3, 6, 14]);
    expect(parseColor('rgba(3,6,14,1)')).toEqual([3, 6, 14]);
  });
  it('refuses translucent colours and anything it cannot read', () => {
    expect(parseColor('rgba(3, 6, 14, 0.72)')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
    expect(parseColor('red')).toBeNull();
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white and 0.1845 for mid grey #777', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(relativeLuminance([0x77, 0x77, 0x77])).toBeCloseTo(0.1845, 4);
  });
  it('uses the linear segment below 0.04045', () => {
    expect(relativeLuminance([10, 10, 10])).toBeCloseTo(10 / 255 / 12.92, 10);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#0f1629', '#0f1629')).toBe(1);
  });
  it('matches published values (#767676 on white is the AA threshold, 4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
  it('is null when a colour cannot be read', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toBeNull();
  });
});

describe('contrastGrade and formatRatio', () => {
  it('grades at the WCAG thresholds', () => {
    expect(contrastGrade(7)).toBe('AAA');
    expect(contrastGrade(4.5)).toBe('AA');
    expect(contrastGrade(4.49)).toBe('AA grande');
    expect(contrastGrade(2.99)).toBe('falha');
  });
  it('truncates, so 4.499 never reads as 4.50', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

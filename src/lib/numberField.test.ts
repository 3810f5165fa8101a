import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampNumber,
  countChars,
  formatNumberInput,
  parseNumber,
  sanitizeNumberInput,
  truncateChars,
} from './numberField';

// fast-check builds its table of code points on the first 'binary' string: about 1 s of one-time
// work on a quiet machine, which on a busy one took the first property past vitest's 5 s (a red
// CI). Done here with its own budget, so each property's time is the property's.
beforeAll(() => {
  fc.sample(fc.string({ unit: 'binary' }), 1);
}, 30_000);

describe('countChars', () => {
  it('counts an emoji as one character, unlike String.length', () => {
    expect('😀'.length).toBe(2);
    expect(countChars('😀')).toBe(1);
    expect(countChars('Olá 🎰🎰')).toBe(6);
  });
});

describe('truncateChars', () => {
  it('keeps the first max code points without splitting an emoji', () => {
    expect(truncateChars('ab😀cd', 3)).toBe('ab😀');
    expect(truncateChars('😀😀😀', 2)).toBe('😀😀');
  });

  it('returns the value untouched when it fits', () => {
    expect(truncateChars('apelido', 16)).toBe('apelido');
  });

  it('treats a negative or NaN max as zero', () => {
    expect(truncateChars('abc', -1)).toBe('');
    expect(truncateChars('abc', Number.NaN)).toBe('');
  });
});

describe('sanitizeNumberInput', () => {
  it('keeps digits, separators and a leading minus only', () => {
    expect(sanitizeNumberInput('R$ 1.234,56')).toBe('1.234,56');
    expect(sanitizeNumberInput('-12a3')).toBe('-123');
    expect(sanitizeNumberInput('12-3')).toBe('123');
  });
});

describe('parseNumber', () => {
  it('reads comma or dot as the decimal separator', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('12.5')).toBe(12.5);
  });

  it('takes the last separator as the decimal one (pt-BR grouping)', () => {
    expect(parseNumber('1.234,56')).toBe(1234.56);
  });

  it('refuses exponent notation, Infinity and values too large to be finite', () => {
    // Before: '1e5' was read as 15 (the letter dropped), '9' x 400 as Infinity.
    expect(parseNumber('1e5')).toBeNull();
    expect(parseNumber('1E+5')).toBeNull();
    expect(parseNumber('Infinity')).toBeNull();
    expect(parseNumber('-Infinity')).toBeNull();
    expect(parseNumber('9'.repeat(400))).toBeNull();
    expect(parseNumber('R$ 5')).toBeNull();
    expect(parseNumber(' 12,5 ')).toBe(12.5);
  });

  it('returns null when there are no digits', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('-,')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
  });
});

describe('formatNumberInput', () => {
  it('writes plain pt-BR digits, never exponent notation', () => {
    expect(formatNumberInput(10.5)).toBe('10,5');
    expect(formatNumberInput(-3)).toBe('-3');
    expect(formatNumberInput(1e21)).toBe('1000000000000000000000');
    expect(formatNumberInput(1.5e-7)).toBe('0,00000015');
  });
});

describe('clampNumber (spec 5: number fields clamp to min and max on blur)', () => {
  const bounds = { min: 10, max: 500 };

  it('clamps above max and below min', () => {
    expect(clampNumber('999', bounds)).toBe('500');
    expect(clampNumber('3', bounds)).toBe('10');
    expect(clampNumber('-40', bounds)).toBe('10');
  });

  it('keeps an in-range value, cleaning leftovers', () => {
    expect(clampNumber('0120', bounds)).toBe('120');
    expect(clampNumber('12,', bounds)).toBe('12');
    expect(clampNumber('12.50', bounds)).toBe('12,50');
    expect(clampNumber('1a2b3', bounds)).toBe('123');
  });

  it('empties a field with no digits', () => {
    expect(clampNumber('', bounds)).toBe('');
    expect(clampNumber('abc', bounds)).toBe('');
  });

  it('works with one bound or none', () => {
    expect(clampNumber('-0', {})).toBe('0');
    expect(clampNumber('7', { min: 8 })).toBe('8');
    expect(clampNumber('9'.repeat(400), { max: 5 })).toBe('5');
    expect(clampNumber('9'.repeat(400), {})).toBe('');
  });
});

/* Property tests: the guarantees a field relies on whatever the player types or pastes. */

const bound = fc.double({ noNaN: true, noDefaultInfinity: true });
const orderedBounds = fc.tuple(bound, bound).map(([a, b]) => ({
  min: Math.min(a, b),
  max: Math.max(a, b),
}));

/** Text a player could type into a number field: optional sign, digits, one separator. */
const typedNumber = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^\d{0,25}$/),
    fc.constantFrom('', ',', '.'),
    fc.stringMatching(/^\d{0,12}$/),
  )
  .map(([neg, int, sep, frac]) => `${neg ? '-' : ''}${int}${sep}${sep ? frac : ''}`);

const numericInput = fc.oneof(
  typedNumber,
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(formatNumberInput),
);

const anyInput = fc.oneof(numericInput, fc.string(), fc.string({ unit: 'binary' }));

describe('clampNumber properties', () => {
  it('never returns a value outside [min, max] for numeric input', () => {
    fc.assert(
      fc.property(numericInput, orderedBounds, (raw, { min, max }) => {
        const out = clampNumber(raw, { min, max });
        if (parseNumber(raw) === null) return out === '';
        const value = parseNumber(out);
        return value !== null && value >= min && value <= max;
      }),
    );
  });

  it('never throws and never yields NaN, whatever the input', () => {
    fc.assert(
      fc.property(anyInput, orderedBounds, (raw, bounds) => {
        const out = clampNumber(raw, bounds);
        if (out === '') return true;
        const value = parseNumber(out);
        return value !== null && !Number.isNaN(value) && value >= bounds.min && value <= bounds.max;
      }),
    );
  });

  it('is stable: blurring twice changes nothing more', () => {
    fc.assert(
      fc.property(anyInput, orderedBounds, (raw, bounds) => {
        const once = clampNumber(raw, bounds);
        return clampNumber(once, bounds) === once;
      }),
    );
  });

  it('formatNumberInput reads back as exactly the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        return Object.is(parseNumber(formatNumberInput(n)), n === 0 ? 0 : n);
      }),
    );
  });
});

describe('truncateChars properties', () => {
  const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));

  it('never exceeds max code points and keeps a prefix of the value', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 40 }), (value, max) => {
        const out = truncateChars(value, max);
        return countChars(out) <= max && value.startsWith(out);
      }),
    );
  });

  it('leaves values that fit untouched', () => {
    fc.assert(fc.property(text, (value) => truncateChars(value, countChars(value)) === value));
  });
});

import { describe, expect, it } from 'vitest';
import { FLOAT_REFRESH_MS } from './floatRules';

// useFloats.test.tsx proves the floats are worked out again every FLOAT_REFRESH_MS; this pins
// that interval to the spec's value, so a changed constant fails a test instead of passing both.
describe('the float refresh (spec 4 and 9)', () => {
  it('uses the 5 s refresh of spec 9', () => {
    expect(FLOAT_REFRESH_MS).toBe(5000);
  });
});

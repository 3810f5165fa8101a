import { describe, expect, it } from 'vitest';
import { ROTATION_DELAY_MS, VISIBLE_ROWS } from './rotation';

// useRotation.test.tsx proves one step per ROTATION_DELAY_MS and rotation.test.ts the 6 rows;
// this pins both to the spec's values, so a changed constant fails a test instead of passing.
describe('the bet table rotation (spec 4 and 9)', () => {
  it('uses the table scroll count 6 and the delay of 2000 ms of spec 9', () => {
    expect(VISIBLE_ROWS).toBe(6);
    expect(ROTATION_DELAY_MS).toBe(2000);
  });
});

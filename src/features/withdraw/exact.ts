/**
 * a − b for two amounts already at `decimals` places, exactly: in whole minor units, so
 * 647,35 − 412,80 is 234,55 and not the float 234,549999… that rounding down (spec 5) would cut
 * to 234,54.
 */
export function minus(a: number, b: number, decimals: number): number {
  const unit = 10 ** decimals;
  return (Math.round(a * unit) - Math.round(b * unit)) / unit;
}

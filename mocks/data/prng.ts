/**
 * Seeded pseudo-random numbers for the mock world: the same seed always yields the same
 * sequence, so generated fixtures are identical on every run (never Math.random).
 */

/** mulberry32: a tiny 32-bit PRNG. Returns a function yielding floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = {
  /** Float in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  /** Float in [min, max) rounded to `decimals`. */
  amount: (min: number, max: number, decimals?: number) => number;
  /** One element of a non-empty list. */
  pick: <T>(list: readonly T[]) => T;
  /** True with probability p. */
  chance: (p: number) => boolean;
};

/** A seeded helper set over mulberry32. */
export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    amount: (min, max, decimals = 2) => {
      const f = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * f) / f;
    },
    pick: <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
  };
}

/** A stable 32-bit hash of a string (FNV-1a), to derive per-item seeds from ids or names. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

import { describe, expect, it } from 'vitest';
import { GAMES } from '../data/games';
import { categoryAndVendor } from './games';

describe('categoryAndVendor', () => {
  it('names, for each category, exactly the providers with a game in it', () => {
    const { categories, vendors } = categoryAndVendor();
    for (const category of categories) {
      const inCategory = new Set(
        GAMES.filter((g) => g.categoryId === category.categoryId).map((g) => g.vendorId),
      );
      expect([...(category.vendorIds ?? [])].sort()).toEqual([...inCategory].sort());
      for (const vendorId of category.vendorIds ?? []) {
        expect(vendors.some((v) => v.vendorId === vendorId)).toBe(true);
      }
    }
    // The seed has categories some providers have no game in: the chips differ by category.
    expect(categories.some((c) => (c.vendorIds ?? []).length < vendors.length)).toBe(true);
  });
});

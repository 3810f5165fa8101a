import { describe, expect, it } from 'vitest';
import type { CategoryAndVendor, GameCategory } from '../../../api/contract';
import { providerOptions } from './providerOptions';

const vendor = (vendorId: number, name: string) => ({
  id: vendorId,
  vendorId,
  vendorNameEn: name,
  vendorLogo: '',
});
const category = (categoryId: number, vendorIds?: number[]): GameCategory => ({
  id: categoryId,
  categoryId,
  categoryName: `Categoria ${categoryId}`,
  categoryNameEn: 'slots',
  categoryLogo: '',
  gameList: [],
  ...(vendorIds ? { vendorIds } : {}),
});
const catalogue: CategoryAndVendor = {
  categories: [category(101, [2]), category(102)],
  vendors: [vendor(1, 'Aurora'), vendor(2, 'Brisa'), vendor(3, 'Cometa')],
};
const names = (options: { name: string }[]) => options.map((o) => o.name);

describe('providerOptions', () => {
  it('offers, in a category, only the providers with a game in it', () => {
    expect(names(providerOptions(catalogue, 101, []))).toEqual(['Brisa']);
  });

  it('keeps a picked provider that has none there, so it can be turned off', () => {
    expect(names(providerOptions(catalogue, 101, [3]))).toEqual(['Brisa', 'Cometa']);
  });

  it('offers every provider on the whole catalogue, and where the catalogue does not say', () => {
    expect(names(providerOptions(catalogue, undefined, []))).toEqual(['Aurora', 'Brisa', 'Cometa']);
    expect(names(providerOptions(catalogue, 102, []))).toEqual(['Aurora', 'Brisa', 'Cometa']);
    expect(names(providerOptions(catalogue, 999, []))).toEqual(['Aurora', 'Brisa', 'Cometa']);
  });
});

import type { CategoryAndVendor } from '../../../api/contract';
import type { ProviderOption } from './ProviderFilter';

/**
 * The provider chips of a game list. In a category, only the providers the catalogue says have a
 * game in it (`vendorIds`, a CHOICE field): a chip that finds nothing is a dead end. A provider
 * already picked (an address shared from elsewhere) keeps its chip, so it can be turned off. A
 * catalogue without the field offers every provider, as the spec's list does.
 */
export function providerOptions(
  catalogue: CategoryAndVendor,
  categoryId: number | undefined,
  selected: readonly number[],
): ProviderOption[] {
  const offered =
    categoryId === undefined
      ? undefined
      : catalogue.categories.find((category) => category.categoryId === categoryId)?.vendorIds;
  return catalogue.vendors
    .filter(
      (vendor) =>
        offered === undefined ||
        offered.includes(vendor.vendorId) ||
        selected.includes(vendor.vendorId),
    )
    .map((vendor) => ({ vendorId: vendor.vendorId, name: vendor.vendorNameEn }));
}

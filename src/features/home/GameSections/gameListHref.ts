/**
 * Links to the game list (spec 2 routes: "/gameList — query categoryId, or vendorId with name").
 * The provider name travels in the link so the list can title itself before its data arrives.
 */
export function gameListHref(
  target: { categoryId: number } | { vendorId: number; name: string },
): string {
  const query =
    'categoryId' in target
      ? new URLSearchParams({ categoryId: String(target.categoryId) })
      : new URLSearchParams({ vendorId: String(target.vendorId), name: target.name });
  return `/gameList?${query.toString()}`;
}

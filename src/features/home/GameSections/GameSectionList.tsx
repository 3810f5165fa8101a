import type { GameCategory, ProviderGroup } from '../../../api/contract';
import { serverImage } from '../../../lib/serverLink';
import { categoryName } from './categoryName';
import { gameListHref } from './gameListHref';
import { GameSection } from './GameSection';
import { GameSectionSkeleton } from './GameSectionSkeleton';
import { categoryRows, PROVIDER_ROWS, providerRows } from './gridLayout';
import * as styles from './GameSections.css';

type GameSectionListProps = {
  /** Categories with at least one game, in server order. */
  categories: readonly GameCategory[];
  /** Provider groups with at least one game, in server order. */
  providers: readonly ProviderGroup[];
  /** The provider call is still running: one provider-shaped skeleton holds its place. */
  providersLoading: boolean;
};

/**
 * Sections whose tiles mount with the data: the first, at the fold. The next ones mount as the
 * browser reports them within a screen of the viewport (deferredMount.ts), each in a task of
 * its own.
 */
const IMMEDIATE_SECTIONS = 1;

/**
 * The ready sections: categories (titled through the categoryNameEn lookup, spec 3), then
 * provider groups (vendorNameEn); each section's "Todos" opens its game list. The game tiles'
 * code lives here, in a chunk that loads while the category call runs (GameSections).
 */
export function GameSectionList({ categories, providers, providersLoading }: GameSectionListProps) {
  return (
    <div className={styles.root}>
      {categories.map((category, index) => (
        <GameSection
          key={`category-${category.id}`}
          name={categoryName(category)}
          // Through the image proxy (spec 9) at twice its 24 px: the raw logo can be any size.
          icon={category.categoryLogo ? serverImage(category.categoryLogo, 48) : undefined}
          allHref={gameListHref({ categoryId: category.categoryId })}
          games={category.gameList}
          rows={categoryRows(category.gameList.length)}
          eager={index === 0}
          deferTiles={index >= IMMEDIATE_SECTIONS}
        />
      ))}
      {providersLoading && <GameSectionSkeleton rows={PROVIDER_ROWS} />}
      {providers.map((group) => (
        <GameSection
          key={`provider-${group.id}`}
          name={group.vendorNameEn}
          allHref={gameListHref({ vendorId: group.vendorId, name: group.vendorNameEn })}
          games={group.gameList}
          rows={providerRows(group.gameList.length)}
          deferTiles
        />
      ))}
    </div>
  );
}

import type { GameCategory } from '../../../api/contract';
import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';

const CATEGORY_KEYS: Record<string, MessageKey> = {
  hotGame: 'homeFeed.category.hotGame',
  recGame: 'homeFeed.category.recGame',
  slots: 'homeFeed.category.slots',
  original: 'homeFeed.category.original',
  casino: 'homeFeed.category.casino',
  liveCasino: 'homeFeed.category.liveCasino',
  gameShows: 'homeFeed.category.gameShows',
  live: 'homeFeed.category.live',
  bingo: 'homeFeed.category.bingo',
  handsel: 'homeFeed.category.handsel',
};

/**
 * The player-facing name of a game category (spec 3: "categoryNameEn (translated via lookup)"):
 * a known `categoryNameEn` is looked up in the catalog of the active language; a category the
 * app does not know yet falls back to the server's `categoryName`, then to the raw key.
 */
export function categoryName(
  category: Pick<GameCategory, 'categoryNameEn' | 'categoryName'>,
): string {
  const key = Object.hasOwn(CATEGORY_KEYS, category.categoryNameEn)
    ? CATEGORY_KEYS[category.categoryNameEn]
    : undefined;
  if (key) return t(key);
  return category.categoryName.trim() || String(category.categoryNameEn);
}

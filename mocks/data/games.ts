/**
 * The game catalogue of the mock world: the ten known categories of spec 3, fourteen invented
 * providers and 318 invented games, all generated deterministically (seeded PRNG, no clock).
 * Plus the pure helpers the mock backend uses to page, sort, filter and search them.
 */
import type {
  Game,
  GameCategory,
  GameCategoryKey,
  Page,
  ProviderGroup,
} from '../../src/api/contract';
import type { GlyphName } from './glyphs';
import { categoryIcon, gameLogo, providerLogo } from './logos';
import { createRng, type Rng } from './prng';

// ---------------------------------------------------------------------------------------------
// Categories (spec 3: known categories)

type CategoryDef = {
  key: GameCategoryKey;
  /** pt-BR name the server sends as categoryName. */
  name: string;
  glyph: GlyphName;
  /** How many games the catalogue holds in this category. */
  size: number;
};

/**
 * The ten known categories, in home order. CHOICE: `handsel` is the fish-shooting ("pescaria")
 * family in the operator's lobby, so its pt-BR name is "Pescaria".
 */
export const CATEGORY_DEFS: readonly CategoryDef[] = [
  { key: 'hotGame', name: 'Em alta', glyph: 'flame', size: 30 },
  { key: 'recGame', name: 'Recomendados', glyph: 'star', size: 30 },
  { key: 'slots', name: 'Slots', glyph: 'seven', size: 80 },
  { key: 'original', name: 'Originais', glyph: 'rocket', size: 24 },
  { key: 'casino', name: 'Cassino', glyph: 'spade', size: 36 },
  { key: 'liveCasino', name: 'Cassino ao vivo', glyph: 'cards', size: 30 },
  { key: 'gameShows', name: 'Game shows', glyph: 'mic', size: 20 },
  { key: 'live', name: 'Ao vivo', glyph: 'live', size: 20 },
  { key: 'bingo', name: 'Bingo', glyph: 'ball', size: 24 },
  { key: 'handsel', name: 'Pescaria', glyph: 'fish', size: 24 },
];

/** Category record id is 1..10; the categoryId games refer to is 100 + that. */
export function categoryIdOf(key: GameCategoryKey): number {
  const index = CATEGORY_DEFS.findIndex((c) => c.key === key);
  if (index < 0) throw new Error(`unknown category ${key}`);
  return 101 + index;
}

// ---------------------------------------------------------------------------------------------
// Providers (invented names, not real trademarks)

type ProviderDef = {
  name: string;
  glyph: GlyphName;
  /** Categories this studio makes games for. */
  makes: readonly GameCategoryKey[];
};

export const PROVIDER_DEFS: readonly ProviderDef[] = [
  { name: 'Aurora Gaming', glyph: 'star', makes: ['slots', 'hotGame', 'recGame'] },
  { name: 'Boitata Studios', glyph: 'flame', makes: ['slots', 'hotGame'] },
  { name: 'Capivara Games', glyph: 'coin', makes: ['slots', 'recGame', 'bingo'] },
  { name: 'Jaguar Play', glyph: 'spade', makes: ['casino', 'slots'] },
  { name: 'Lumen Interactive', glyph: 'diamond', makes: ['original', 'casino'] },
  { name: 'Mangue Beat', glyph: 'ball', makes: ['bingo', 'handsel', 'slots'] },
  { name: 'Onda Azul', glyph: 'fish', makes: ['handsel', 'slots'] },
  { name: 'Pixel Tucano', glyph: 'rocket', makes: ['original', 'hotGame', 'recGame'] },
  { name: 'Quasar Live', glyph: 'live', makes: ['liveCasino', 'gameShows'] },
  { name: 'Rio Spin', glyph: 'seven', makes: ['slots', 'hotGame', 'recGame'] },
  { name: 'Saci Labs', glyph: 'wheel', makes: ['original', 'slots'] },
  { name: 'Trovao Gaming', glyph: 'crown', makes: ['casino', 'liveCasino'] },
  { name: 'Vento Norte', glyph: 'trophy', makes: ['live', 'gameShows'] },
  { name: 'Zebra Neon', glyph: 'cards', makes: ['live', 'liveCasino', 'casino'] },
];

/** A provider as the vendor list sends it (a provider group without its games). */
export type Provider = Omit<ProviderGroup, 'gameList'>;

export function buildProviders(): Provider[] {
  return PROVIDER_DEFS.map((def, i) => ({
    id: i + 1,
    vendorId: 201 + i,
    vendorNameEn: def.name,
    vendorLogo: providerLogo(def.name, def.glyph),
  }));
}

// ---------------------------------------------------------------------------------------------
// Game names

type Theme = { word: string; feminine: boolean };

const THEMES: readonly Theme[] = [
  ['Jaguar', false],
  ['Tucano', false],
  ['Arara', true],
  ['Capivara', true],
  ['Boto', false],
  ['Saci', false],
  ['Iara', true],
  ['Curupira', false],
  ['Carnaval', false],
  ['Samba', false],
  ['Frevo', false],
  ['Amazônia', true],
  ['Pantanal', false],
  ['Sertão', false],
  ['Dragão', false],
  ['Faraó', false],
  ['Pirata', false],
  ['Sereia', true],
  ['Tatu', false],
  ['Boitatá', false],
  ['Galo', false],
  ['Leão', false],
  ['Fênix', true],
  ['Onça', true],
  ['Mico', false],
  ['Lua', true],
  ['Sol', false],
  ['Estrela', true],
  ['Cristal', false],
  ['Cacau', false],
].map(([word, feminine]) => ({ word: word as string, feminine: feminine as boolean }));

const SLOT_PATTERNS: readonly ((t: Theme) => string)[] = [
  (t) => `${t.word} da Sorte`,
  (t) => `Tesouro ${t.feminine ? 'da' : 'do'} ${t.word}`,
  (t) => `${t.word} ${t.feminine ? 'Dourada' : 'Dourado'}`,
  (t) => `Mega ${t.word}`,
  (t) => `${t.word} Wilds`,
  (t) => `Festa ${t.feminine ? 'da' : 'do'} ${t.word}`,
];

/** Fisher-Yates with the seeded generator. */
function shuffle<T>(list: readonly T[], rng: Rng): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const TABLE_GAMES = ['Roleta', 'Blackjack', 'Bacará', 'Pôquer', 'Sic Bo', 'Keno'];
const TABLE_EDITIONS = ['VIP', 'Turbo', 'Premium', 'Gold', 'Express', 'Royale'];
const LIVE_TABLES = ['Roleta', 'Blackjack', 'Bacará', 'Pôquer', 'Sic Bo', 'Dragon Tiger'];
const LIVE_EDITIONS = ['ao Vivo', 'Speed ao Vivo', 'VIP ao Vivo', 'Brasil ao Vivo', 'Salão Privé'];

const ORIGINALS = [
  'Foguete',
  'Minas',
  'Plinko',
  'Dados',
  'Limbo',
  'Maior ou Menor',
  'Double',
  'Torre',
  'Keno Relâmpago',
  'Roda',
  'Cara ou Coroa',
  'Balão',
  'Gol de Ouro',
  'Escada',
  'Diamantes',
  'Cartas Altas',
  'Caça-Minas',
  'Penalidade',
  'Raspadinha',
  'Bicho Turbo',
  'Crash X',
  'Dice Pro',
  'Hilo Turbo',
  'Foguetinho',
];

const BINGO_EDITIONS = [
  '75 Bolas',
  '90 Bolas',
  'da Vila',
  'do Bairro',
  'Relâmpago',
  'Premiado',
  'Noturno',
  'de Domingo',
  'Tropical',
  'Turbo',
  'Festa Junina',
  'Quermesse',
];

const FISHING = [
  'Pescaria Dourada',
  'Pescaria Turbo',
  'Rei dos Mares',
  'Rei do Rio',
  'Caça ao Tubarão',
  'Mestre da Pesca',
  'Pesca Milionária',
  'Oceano de Prêmios',
  'Arpão de Ouro',
  'Boto Caçador',
  'Tesouro Submarino',
  'Recife Encantado',
  'Pirarucu Gigante',
  'Tambaqui Turbo',
  'Piranha Feroz',
  'Fúria do Tubarão',
  'Polvo Dourado',
  'Baleia Jubarte',
  'Pesca do Dragão',
  'Mar de Moedas',
  'Anzol da Sorte',
  'Rede Cheia',
  'Pesca Noturna',
  'Lago Encantado',
];

const LIVE_EVENTS = [
  'Futebol Virtual',
  'Corrida de Cavalos',
  'Basquete Virtual',
  'Tênis Relâmpago',
  'Fórmula Turbo',
  'Corrida de Galgos',
  'Vôlei Virtual',
  'Pênaltis ao Vivo',
  'Ciclismo Express',
  'Luta Virtual',
];

const GAME_SHOWS = [
  'Roda Milionária',
  'Show do Bilhão',
  'Caça ao Tesouro',
  'Bola da Vez',
  'Porta Premiada',
  'Domingo Premiado',
  'Mega Roda',
  'Quiz Relâmpago',
  'Dado Maluco',
  'Moeda Mágica',
  'Torre de Prêmios',
  'Balão Premiado',
  'Bingo Show',
  'Corrida Maluca',
  'Sorte Grande',
  'Baú Premiado',
  'Roleta do Auditório',
  'Caixa Surpresa',
  'Cofre Dourado',
  'Show da Virada',
];

/** Game names per category, unique across the catalogue. */
function buildNames(rng: Rng): Record<GameCategoryKey, string[]> {
  const slotPool = shuffle(
    THEMES.flatMap((t) => SLOT_PATTERNS.map((p) => p(t))),
    rng,
  );
  const table = TABLE_GAMES.flatMap((g) => TABLE_EDITIONS.map((e) => `${g} ${e}`));
  const liveTables = LIVE_TABLES.flatMap((g) => LIVE_EDITIONS.map((e) => `${g} ${e}`));
  const bingo = ['Bingo', 'Vídeo Bingo'].flatMap((b) => BINGO_EDITIONS.map((e) => `${b} ${e}`));
  const live = LIVE_EVENTS.flatMap((e) => [e, `${e} 24h`]);
  return {
    hotGame: slotPool.slice(0, 30),
    recGame: slotPool.slice(30, 60),
    slots: slotPool.slice(60, 140),
    original: [...ORIGINALS],
    casino: table,
    liveCasino: liveTables,
    gameShows: [...GAME_SHOWS],
    live,
    bingo,
    handsel: [...FISHING],
  };
}

// ---------------------------------------------------------------------------------------------
// Catalogue

/** Seed of the catalogue: changing it reshuffles every generated name and provider. */
export const GAMES_SEED = 20261122;

export type Catalogue = {
  categories: GameCategory[];
  providers: Provider[];
  games: Game[];
  /** Popularity score per game id (higher first), for sortType 1. */
  popularity: Record<number, number>;
};

/** Builds the whole catalogue. Pure: two calls return deep-equal values. */
export function buildCatalogue(seed = GAMES_SEED): Catalogue {
  const rng = createRng(seed);
  const providers = buildProviders();
  const names = buildNames(rng);
  const games: Game[] = [];
  const popularity: Record<number, number> = {};
  let nextId = 10001;
  for (const def of CATEGORY_DEFS) {
    const makers = PROVIDER_DEFS.map((p, i) => ({ p, vendorId: 201 + i })).filter((m) =>
      m.p.makes.includes(def.key),
    );
    const categoryNames = names[def.key];
    if (categoryNames.length !== def.size) {
      throw new Error(`${def.key}: ${categoryNames.length} names for ${def.size} games`);
    }
    categoryNames.forEach((gameName, i) => {
      // Round-robin first so every maker gets games, then seeded picks for variety.
      const maker = i < makers.length ? makers[i] : rng.pick(makers);
      if (!maker) throw new Error(`no provider makes ${def.key}`);
      const id = nextId++;
      games.push({
        id,
        logo: gameLogo(`game:${id}`, gameName, def.glyph),
        gameName,
        collect: false,
        vendorId: maker.vendorId,
        categoryId: categoryIdOf(def.key),
        categoryName: def.name,
      });
      popularity[id] = rng.int(1, 100000);
    });
  }
  const categories: GameCategory[] = CATEGORY_DEFS.map((def, i) => ({
    id: i + 1,
    categoryId: 101 + i,
    categoryName: def.name,
    categoryNameEn: def.key,
    categoryLogo: categoryIcon(def.key, def.glyph),
    gameList: [],
  }));
  return { categories, providers, games, popularity };
}

const CATALOGUE = buildCatalogue();

/** Every game of the catalogue, ordered by id. */
export const GAMES: readonly Game[] = CATALOGUE.games;
/** The ten categories with empty gameList (see homeCategories for the home call). */
export const CATEGORIES: readonly GameCategory[] = CATALOGUE.categories;
/** The fourteen providers (vendor list). */
export const PROVIDERS: readonly Provider[] = CATALOGUE.providers;

export function findGame(id: number): Game | undefined {
  return GAMES.find((g) => g.id === id);
}

/** Home call: categories with their first `perCategory` games (spec 2 home, item 7). */
export function homeCategories(perCategory = 12): GameCategory[] {
  return CATEGORIES.map((c) => ({
    ...c,
    gameList: GAMES.filter((g) => g.categoryId === c.categoryId).slice(0, perCategory),
  }));
}

/** Home call: provider groups with their first `perProvider` games. */
export function providerGroups(perProvider = 12): ProviderGroup[] {
  return PROVIDERS.map((p) => ({
    ...p,
    gameList: GAMES.filter((g) => g.vendorId === p.vendorId).slice(0, perProvider),
  }));
}

// ---------------------------------------------------------------------------------------------
// Paging, sorting, filtering, search

/**
 * CHOICE (spec 7 lists sortType without values): 0 catalogue order, 1 most popular,
 * 2 newest (highest id first), 3 name A-Z (pt-BR collation).
 */
export const GameSortType = { default: 0, popular: 1, newest: 2, nameAsc: 3 } as const;
export type GameSortTypeCode = (typeof GameSortType)[keyof typeof GameSortType];

export type GamePageQuery = {
  pageNum?: number;
  pageSize?: number;
  sortType?: number;
  categoryId?: number;
  vendorIds?: readonly number[];
};

/** Lower-case without accents, so "pescaria" finds "Pescaria" and "roleta" finds "Rolêta". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** One page of a list (spec 9: pageNum 1, pageSize 10 by default). */
export function pageOf<T>(list: readonly T[], pageNum = 1, pageSize = 10): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const num = Math.max(1, Math.floor(pageNum));
  return {
    list: list.slice((num - 1) * size, num * size),
    total: list.length,
    pageNum: num,
    pageSize: size,
  };
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

export function sortGames(list: readonly Game[], sortType = 0): Game[] {
  const out = [...list];
  switch (sortType) {
    case GameSortType.popular:
      return out.sort(
        (a, b) => (CATALOGUE.popularity[b.id] ?? 0) - (CATALOGUE.popularity[a.id] ?? 0),
      );
    case GameSortType.newest:
      return out.sort((a, b) => b.id - a.id);
    case GameSortType.nameAsc:
      return out.sort((a, b) => collator.compare(a.gameName, b.gameName) || a.id - b.id);
    default:
      return out;
  }
}

/** Filters by category and providers; an empty vendorIds list means all providers. */
export function filterGames(
  list: readonly Game[],
  { categoryId, vendorIds }: Pick<GamePageQuery, 'categoryId' | 'vendorIds'>,
): Game[] {
  return list.filter(
    (g) =>
      (categoryId === undefined || g.categoryId === categoryId) &&
      (vendorIds === undefined || vendorIds.length === 0 || vendorIds.includes(g.vendorId)),
  );
}

/** GET game page: filter, sort, then page. */
export function pageGames(query: GamePageQuery = {}, list: readonly Game[] = GAMES): Page<Game> {
  const filtered = filterGames(list, query);
  return pageOf(sortGames(filtered, query.sortType), query.pageNum, query.pageSize);
}

/** POST game search: case- and accent-insensitive match on the name or the provider name. */
export function searchGames(
  { text, pageNum, pageSize }: { text: string; pageNum?: number; pageSize?: number },
  list: readonly Game[] = GAMES,
): Page<Game> {
  const needle = foldText(text);
  const vendorNames = new Map(PROVIDERS.map((p) => [p.vendorId, foldText(p.vendorNameEn)]));
  const hits =
    needle === ''
      ? []
      : list.filter(
          (g) =>
            foldText(g.gameName).includes(needle) ||
            (vendorNames.get(g.vendorId) ?? '').includes(needle),
        );
  return pageOf(hits, pageNum, pageSize);
}

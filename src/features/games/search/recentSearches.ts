import { proxy, useSnapshot } from 'valtio';
import { sessionScoped } from '../../../state/session';
import { readStored, removeStored, writeStored } from '../../../state/storage';

/**
 * localStorage key of the recent searches: a JSON array of strings, most recent first, at most
 * RECENT_SEARCHES_MAX. Anything else stored there (corrupt, wrong type) reads as none.
 */
export const RECENT_SEARCHES_KEY = 'vitrine.recentSearches';

/** How many recent searches are kept (CHOICE). */
export const RECENT_SEARCHES_MAX = 8;

/** Longest query kept; a longer one is not a search anyone wants to repeat (CHOICE). */
const MAX_QUERY_LENGTH = 60;

/** Case- and accent-insensitive identity, so "Roleta" and "roleta" are one entry. */
const identity = (query: string) =>
  query.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/** Collapses runs of spaces and trims; what a query looks like once stored. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

/**
 * The list after searching for `query`: it moves to the front (an older spelling of the same
 * search is dropped), blanks are ignored, and the list is capped at `max`.
 */
export function addRecent(
  list: readonly string[],
  query: string,
  max = RECENT_SEARCHES_MAX,
): string[] {
  const clean = normaliseQuery(query).slice(0, MAX_QUERY_LENGTH);
  if (clean === '') return list.slice(0, max);
  const id = identity(clean);
  return [clean, ...list.filter((item) => identity(item) !== id)].slice(0, max);
}

/** The list without `query` (same identity rule as addRecent). */
export function removeRecent(list: readonly string[], query: string): string[] {
  const id = identity(normaliseQuery(query));
  return list.filter((item) => identity(item) !== id);
}

/** Reads a stored list defensively: only non-blank strings, deduplicated, capped. */
export function parseRecent(text: string | null, max = RECENT_SEARCHES_MAX): string[] {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string')
    .reduceRight<string[]>((list, item) => addRecent(list, item, Number.MAX_SAFE_INTEGER), [])
    .slice(0, max);
}

type RecentSearchesState = { items: string[] };

/** The player's recent searches on this device (read once from localStorage). */
export const recentSearchesState = proxy<RecentSearchesState>({
  items: parseRecent(readStored(RECENT_SEARCHES_KEY)),
});

function persist(items: string[]): void {
  recentSearchesState.items = items;
  if (items.length === 0) removeStored(RECENT_SEARCHES_KEY);
  else writeStored(RECENT_SEARCHES_KEY, JSON.stringify(items));
}

/** Remembers a search the player made (submitted, or opened a result of). */
export function rememberSearch(query: string): void {
  persist(addRecent(recentSearchesState.items, query));
}

/** Forgets one recent search. */
export function forgetSearch(query: string): void {
  persist(removeRecent(recentSearchesState.items, query));
}

/** "Limpar tudo": forgets every recent search. */
export function clearRecentSearches(): void {
  persist([]);
}

/** Snapshot of the recent searches for rendering. */
export function useRecentSearches() {
  return useSnapshot(recentSearchesState);
}

// What one player searched for is not shown to the next one on this device.
sessionScoped(() => {
  removeStored(RECENT_SEARCHES_KEY);
  recentSearchesState.items = [];
});

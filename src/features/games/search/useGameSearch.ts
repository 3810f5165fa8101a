import { useEffect, useMemo, useState } from 'react';
import type { Game } from '../../../api/contract';
import type { ApiError } from '../../../api/errors';
import { searchGames } from '../../../api/games';
import { debounce, SEARCH_DEBOUNCE_MS } from './debounce';
import { normaliseQuery } from './recentSearches';

/** Results asked for per search (CHOICE: 10 rows of three tiles; no paging in search). */
export const SEARCH_PAGE_SIZE = 30;

/**
 * `value`, `waitMs` after it stopped changing. Starts settled on the first value, so a screen
 * opened with a query does not wait for nothing.
 */
export function useDebouncedValue<T>(value: T, waitMs: number): T {
  const [settled, setSettled] = useState(value);
  const update = useMemo(() => debounce((next: T) => setSettled(() => next), waitMs), [waitMs]);
  useEffect(() => {
    update(value);
  }, [update, value]);
  useEffect(() => () => update.cancel(), [update]);
  return settled;
}

export type GameSearch =
  | { status: 'idle'; query: '' }
  | { status: 'loading'; query: string; games: readonly Game[] | undefined }
  | { status: 'ready'; query: string; games: readonly Game[]; total: number }
  | { status: 'empty'; query: string }
  | { status: 'error'; query: string; error: ApiError; retry: () => void };

type Answer =
  | { query: string; attempt: number; games: Game[]; total: number }
  | { query: string; attempt: number; error: ApiError };

/**
 * Search as the player types (spec 7: POST game search with text, pageNum, pageSize): the text
 * is debounced 300 ms, and each new query aborts the request of the one before, so an older
 * answer arriving late can never replace the results of the newer query. While a new query
 * runs, the previous results stay visible (`loading` carries them) instead of flashing empty.
 */
export function useGameSearch(text: string): GameSearch {
  const query = useDebouncedValue(normaliseQuery(text), SEARCH_DEBOUNCE_MS);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    searchGames(
      { text: query, pageNum: 1, pageSize: SEARCH_PAGE_SIZE },
      // The screen shows its own error state; no toast on top of it (spec 8 own handler).
      { signal: controller.signal, silent: true },
    ).then(
      (page) => {
        if (!controller.signal.aborted) {
          setAnswer({ query, attempt, games: page.list, total: page.total });
        }
      },
      (error: ApiError) => {
        if (!controller.signal.aborted) setAnswer({ query, attempt, error });
      },
    );
    return () => controller.abort();
  }, [query, attempt]);

  // Clearing the field shows the recent searches at once, without waiting for the debounce.
  if (query === '' || normaliseQuery(text) === '') return { status: 'idle', query: '' };
  if (!answer || answer.query !== query || answer.attempt !== attempt) {
    const previous = answer && 'games' in answer ? answer.games : undefined;
    return { status: 'loading', query, games: previous };
  }
  if ('error' in answer) {
    return { status: 'error', query, error: answer.error, retry: () => setAttempt((n) => n + 1) };
  }
  if (answer.games.length === 0) return { status: 'empty', query };
  return { status: 'ready', query, games: answer.games, total: answer.total };
}

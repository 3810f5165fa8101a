import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRecent,
  clearRecentSearches,
  forgetSearch,
  parseRecent,
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  recentSearchesState,
  rememberSearch,
  removeRecent,
} from './recentSearches';

describe('addRecent', () => {
  it('puts the newest search first', () => {
    expect(addRecent(['sereia', 'jaguar'], 'roleta')).toEqual(['roleta', 'sereia', 'jaguar']);
  });

  it('moves a repeated search to the front, whatever its case or accents', () => {
    expect(addRecent(['roleta', 'Dragão', 'bingo'], 'dragao')).toEqual([
      'dragao',
      'roleta',
      'bingo',
    ]);
  });

  it('trims and collapses spaces, and ignores blanks', () => {
    expect(addRecent(['a'], '  mega   sereia ')).toEqual(['mega sereia', 'a']);
    expect(addRecent(['a'], '   ')).toEqual(['a']);
  });

  it('keeps the last 8', () => {
    const list = ['1', '2', '3', '4', '5', '6', '7', '8'];
    expect(addRecent(list, '9')).toEqual(['9', '1', '2', '3', '4', '5', '6', '7']);
  });

  it('never holds more than the max, nor the same search twice (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (queries) => {
        const list = queries.reduce<string[]>((acc, q) => addRecent(acc, q), []);
        expect(list.length).toBeLessThanOrEqual(RECENT_SEARCHES_MAX);
        const ids = list.map((q) => q.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
        expect(new Set(ids).size).toBe(ids.length);
        expect(list.every((q) => q.trim() !== '')).toBe(true);
      }),
    );
  });
});

describe('removeRecent', () => {
  it('forgets one search by the same identity', () => {
    expect(removeRecent(['Roleta', 'bingo'], ' roleta ')).toEqual(['bingo']);
  });
});

describe('parseRecent', () => {
  it('reads a stored list', () => {
    expect(parseRecent('["roleta","bingo"]')).toEqual(['roleta', 'bingo']);
  });

  it('reads anything else as no searches', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
  });

  it('drops non-strings, blanks and duplicates, and caps the list', () => {
    expect(parseRecent('["roleta", 3, "", "Roleta", "bingo"]')).toEqual(['roleta', 'bingo']);
    const many = JSON.stringify(Array.from({ length: 20 }, (_, i) => `q${i}`));
    expect(parseRecent(many)).toHaveLength(RECENT_SEARCHES_MAX);
    expect(parseRecent(many)[0]).toBe('q0');
  });
});

describe('recent searches store', () => {
  it('persists under vitrine.recentSearches and clears', () => {
    const stored = new Map<string, string>();
    // Node has no localStorage: a minimal one for this test.
    Object.assign(globalThis, {
      localStorage: {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => void stored.set(k, v),
        removeItem: (k: string) => void stored.delete(k),
      },
    });
    try {
      rememberSearch('jaguar');
      rememberSearch('sereia');
      expect(recentSearchesState.items).toEqual(['sereia', 'jaguar']);
      expect(stored.get(RECENT_SEARCHES_KEY)).toBe('["sereia","jaguar"]');
      forgetSearch('sereia');
      expect(stored.get(RECENT_SEARCHES_KEY)).toBe('["jaguar"]');
      clearRecentSearches();
      expect(recentSearchesState.items).toEqual([]);
      expect(stored.has(RECENT_SEARCHES_KEY)).toBe(false);
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});

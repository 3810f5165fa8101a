import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFERENCES_STORAGE_KEY } from '../../state/preferences';
import { dismissFloatIcon, floatIconStartedAt, isFloatIconDismissed } from './floatIcons';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const stored = () => JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}');

/** 22/11/2026 12:00 in São Paulo. */
const NOON = Date.UTC(2026, 10, 22, 15, 0);

describe('float icons (spec 4 per-day state)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('float icons: the start time is kept within a São Paulo day and resets the next day', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOON);
    expect(floatIconStartedAt('telegram')).toBe(NOON);
    vi.setSystemTime(NOON + 5 * 60_000);
    expect(floatIconStartedAt('telegram')).toBe(NOON);
    // 23:59 São Paulo is still the same day (02:59 UTC the next day).
    vi.setSystemTime(Date.UTC(2026, 10, 23, 2, 59));
    expect(floatIconStartedAt('telegram')).toBe(NOON);
    const nextDay = Date.UTC(2026, 10, 23, 3, 0);
    vi.setSystemTime(nextDay);
    expect(floatIconStartedAt('telegram')).toBe(nextDay);
  });

  it('float icons: a dismissed icon stays closed for the day only', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOON);
    dismissFloatIcon('whatsapp');
    expect(isFloatIconDismissed('whatsapp')).toBe(true);
    expect(isFloatIconDismissed('telegram')).toBe(false);
    expect(stored().floatIcons).toMatchObject({ whatsapp: { dismissed: true } });
    vi.setSystemTime(NOON + 24 * 3_600_000);
    expect(isFloatIconDismissed('whatsapp')).toBe(false);
  });
});

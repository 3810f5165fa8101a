import { vi } from 'vitest';

/** An in-memory localStorage for the node project (node has none). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Installs a fresh in-memory localStorage for one test (undone by `vi.unstubAllGlobals()`). */
export function useMemoryStorage(): Storage {
  const storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  return storage;
}

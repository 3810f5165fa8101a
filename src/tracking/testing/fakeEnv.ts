import { vi } from 'vitest';
import type { PixelEnv } from '../adapters/types';

/** A page stand-in for the adapters: a bare global object and the script addresses asked for. */
export function fakeEnv(): PixelEnv & { scripts: string[] } {
  const scripts: string[] = [];
  return { win: {}, scripts, loadScript: (src) => void scripts.push(src) };
}

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

/** Installs a fresh in-memory localStorage for one test. */
export function useMemoryStorage(): Storage {
  const storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  return storage;
}

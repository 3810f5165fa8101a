import { afterEach, beforeEach, vi } from 'vitest';
import { useMemoryStorage } from '../../lib/testing/memoryStorage';
import { resetAllStores } from '../../state/reset';
import type { PixelEnv } from '../adapters/types';

/** A page stand-in for the adapters: a bare global object and the script addresses asked for. */
export function fakeEnv(): PixelEnv & { scripts: string[] } {
  const scripts: string[] = [];
  return { win: {}, scripts, loadScript: (src) => void scripts.push(src) };
}

/** Every test of the file starts as a first visit: an empty localStorage and fresh stores. */
export function firstVisitEachTest() {
  beforeEach(() => {
    useMemoryStorage();
    resetAllStores();
  });
  afterEach(() => vi.unstubAllGlobals());
}

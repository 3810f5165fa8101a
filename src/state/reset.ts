import { resetLanguage } from '../i18n/language';

const resetters = new Set<() => void>();

/**
 * Registers a store's reset action. Every valtio store module calls this once at load so that
 * `resetAllStores()` (run before each story and test) returns the whole app to a clean slate.
 */
export function registerStore(reset: () => void): void {
  resetters.add(reset);
}

/** Resets every registered store to its initial state, and the language back to pt-BR. */
export function resetAllStores(): void {
  resetLanguage();
  for (const reset of resetters) reset();
}

import { ptBR, type Catalog, type MessageKey } from './pt-BR';

/** pt-BR as loaded so far: the first-load areas plus every lazy area registered since. */
const ptRuntime: Partial<Catalog> = { ...ptBR };
let active: Partial<Catalog> = ptRuntime;

/**
 * Adds a lazy area's pt-BR messages (called by the area module when it loads) and returns
 * them, so the module can `export const xMessages = registerMessages({...} as const)`.
 */
export function registerMessages<M extends Record<string, string>>(messages: M): M {
  Object.assign(ptRuntime, messages);
  return messages;
}

/** Params replace `{name}` placeholders; numbers are formatted by the caller (Intl). */
export type MessageParams = Record<string, string | number>;

/**
 * Returns the player-facing string for a key in the active language. Unknown placeholders are
 * left as they are, so a missing param shows up in review instead of silently disappearing.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  // A key whose area has not loaded shows as the key itself: visible in review, never a crash.
  const template = active[key] ?? ptRuntime[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** Switches the active catalog (English is loaded lazily by the i18n store). */
export function setCatalog(catalog: Partial<Catalog>): void {
  active = catalog;
}

/** Back to pt-BR; part of the global reset. */
export function resetCatalog(): void {
  active = ptRuntime;
}

import { ptBR, type Catalog, type MessageKey } from './pt-BR';

let active: Catalog = ptBR;

/** Params replace `{name}` placeholders; numbers are formatted by the caller (Intl). */
export type MessageParams = Record<string, string | number>;

/**
 * Returns the player-facing string for a key in the active language. Unknown placeholders are
 * left as they are, so a missing param shows up in review instead of silently disappearing.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const template = active[key] ?? ptBR[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** Switches the active catalog (English is loaded lazily by the i18n store). */
export function setCatalog(catalog: Catalog): void {
  active = catalog;
}

/** Back to pt-BR; part of the global reset. */
export function resetCatalog(): void {
  active = ptBR;
}

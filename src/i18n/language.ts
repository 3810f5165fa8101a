import { proxy, useSnapshot } from 'valtio';
import { ptBR, type Catalog } from './pt-BR';
import { resetCatalog, setCatalog } from './t';

/**
 * The active language. pt-BR is the default and complete language (spec 1) and is always in the
 * first load; English lives in en.ts and is fetched with a dynamic import the first time a player
 * picks it, so it stays out of the entry chunk.
 *
 * Layering: i18n must not import the state layer, so persisting the choice (the `lang` header
 * and localStorage live in the preferences store) goes through `onLanguageChange`, which the
 * preferences store subscribes to.
 *
 * Scope: `t()` strings and `formatNumber` (format.ts) follow the active language. Money and
 * dates do not: spec 1 and 5 fix money to the pt-BR form (dot thousands, comma decimals, via
 * lib/money.ts) and dates to dd/mm/aaaa in São Paulo time (lib/time.ts) whatever the language
 * (CHOICE: the product is for players in Brazil paying in BRL; an English label beside
 * "R$ 1.234,56" and "22/11/2026" reads the same as on their bank statements).
 */

/** The catalogs the app ships. */
export type Locale = 'pt-BR' | 'en';

/** Spec 1: Brazilian Portuguese is the default language. */
export const DEFAULT_LOCALE: Locale = 'pt-BR';

const loaders: Record<Locale, () => Promise<Partial<Catalog>>> = {
  'pt-BR': () => Promise.resolve(ptBR),
  en: () => import('./en').then((module) => module.en),
};

/**
 * The catalog for a server language code (spec 3 country/language `lang`). Matching is on the
 * primary subtag, case- and separator-insensitive: 'pt-BR', 'pt_br', 'pt' -> pt-BR; 'en',
 * 'en-US', 'EN_gb' -> en. Any other code (a language the server lists but the app has no catalog
 * for, or garbage) falls back to pt-BR.
 */
export function localeFor(code: string): Locale {
  const primary = code.trim().replace(/_/g, '-').toLowerCase().split('-')[0];
  if (primary === 'en') return 'en';
  return DEFAULT_LOCALE;
}

/** Whether the app has its own catalog for a server language code (else it shows pt-BR). */
export function hasCatalog(code: string): boolean {
  const primary = code.trim().replace(/_/g, '-').toLowerCase().split('-')[0];
  return primary === 'pt' || primary === 'en';
}

/**
 * Spec 2: the header's language button shows when logged out and only when more than one
 * language exists. Entries are counted by distinct non-empty `lang` code, so a list that repeats
 * one language does not show a picker with a single choice.
 */
export function shouldShowLanguageButton(
  languages: readonly { readonly lang: string }[],
  loggedIn: boolean,
): boolean {
  if (loggedIn) return false;
  const codes = new Set(languages.map((entry) => entry.lang.trim()).filter((lang) => lang !== ''));
  return codes.size > 1;
}

export type LanguageState = {
  /** The server language code the player chose (sent back in the `lang` header). */
  code: string;
  /** The catalog in use for that code (also `<html lang>` and the Intl locale). */
  locale: Locale;
  /** 'loading' while a catalog is being fetched; 'error' when the last fetch failed. */
  status: 'ready' | 'loading' | 'error';
};

const initialState = (): LanguageState => ({
  code: DEFAULT_LOCALE,
  locale: DEFAULT_LOCALE,
  status: 'ready',
});

/** The active language; read it with `useLanguage()` in components. */
export const languageState = proxy<LanguageState>(initialState());

const listeners = new Set<(code: string) => void>();

/**
 * Calls `listener` with the chosen server code after every successful `setLanguage` (not on
 * reset). The preferences store uses it to persist the choice. Returns the unsubscribe function.
 */
export function onLanguageChange(listener: (code: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Bumped by every switch and reset, so a slow catalog load that was overtaken is dropped. */
let generation = 0;

function setDocumentLang(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Switches the language to a server code: loads its catalog (English lazily, the first time),
 * makes `t()` use it, sets `<html lang>`, then tells the `onLanguageChange` listeners (which
 * persist it). Unknown codes show pt-BR but the code itself is kept, since it is what the server
 * offered. When calls overlap, the last one wins.
 *
 * Never rejects. CHOICE: if the catalog cannot be loaded (offline, a deploy replaced the chunk)
 * the current language stays, status becomes 'error' and it resolves false; spec 8's "reload on a
 * failed module load" is for pages, and reloading here would lose the player's place for a
 * label change.
 */
export async function setLanguage(code: string): Promise<boolean> {
  const requested = code.trim() || DEFAULT_LOCALE;
  const locale = localeFor(requested);
  const mine = ++generation;
  languageState.status = 'loading';
  let catalog: Partial<Catalog>;
  try {
    catalog = await loaders[locale]();
  } catch {
    if (mine === generation) languageState.status = 'error';
    return false;
  }
  if (mine !== generation) return false;
  setCatalog(catalog);
  Object.assign(languageState, { code: requested, locale, status: 'ready' });
  setDocumentLang(locale);
  for (const listener of [...listeners]) {
    try {
      listener(requested);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
  return true;
}

/** Back to pt-BR without persisting anything: part of the global reset (state/reset.ts). */
export function resetLanguage(): void {
  generation += 1;
  resetCatalog();
  Object.assign(languageState, initialState());
  setDocumentLang(DEFAULT_LOCALE);
}

/** The Intl locale of the active language (format.ts). */
export function activeLocale(): Locale {
  return languageState.locale;
}

/**
 * The active language for rendering. A component that calls it re-renders when the language
 * changes, and so do the children it renders; the app root calls it so that every `t()` below
 * it is read again after a switch.
 */
export function useLanguage(): Readonly<LanguageState> {
  return useSnapshot(languageState);
}

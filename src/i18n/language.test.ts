import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatNumber } from './format';
import {
  activeLocale,
  hasCatalog,
  languageState,
  localeFor,
  onLanguageChange,
  resetLanguage,
  setLanguage,
  shouldShowLanguageButton,
} from './language';
import { t } from './t';

// Counts evaluations of en.ts: the English catalog must load only when a player picks it.
const enLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./en', async (importOriginal) => {
  enLoads.count += 1;
  return importOriginal();
});

beforeEach(() => {
  // Node has no DOM: a stand-in <html> for the lang attribute.
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  resetLanguage();
});
afterEach(() => {
  resetLanguage();
  vi.unstubAllGlobals();
});

describe('setLanguage', () => {
  it('loads English only when it is chosen, then t() speaks English', async () => {
    expect(enLoads.count).toBe(0);
    expect(t('header.login')).toBe('Entrar');
    const switching = setLanguage('en');
    expect(languageState.status).toBe('loading');
    await expect(switching).resolves.toBe(true);
    expect(enLoads.count).toBe(1);
    expect(t('header.login')).toBe('Log in');
    expect(t('sideMenu.greeting', { name: 'Ana' })).toBe('Hi, Ana');
    expect(languageState).toEqual({ code: 'en', locale: 'en', status: 'ready' });
    expect(document.documentElement.lang).toBe('en');
  });

  it('maps server codes to catalogs on the primary subtag; unknown codes show pt-BR', () => {
    expect(localeFor('pt-BR')).toBe('pt-BR');
    expect(localeFor('pt_br')).toBe('pt-BR');
    expect(localeFor('en')).toBe('en');
    expect(localeFor('en-US')).toBe('en');
    expect(localeFor(' EN_gb ')).toBe('en');
    expect(localeFor('es')).toBe('pt-BR');
    expect(localeFor('')).toBe('pt-BR');
    expect(localeFor('english')).toBe('pt-BR');
    expect(hasCatalog('en-US')).toBe(true);
    expect(hasCatalog('pt')).toBe(true);
    expect(hasCatalog('es-MX')).toBe(false);
  });

  it('an unknown code shows pt-BR but keeps the code the server offered', async () => {
    await setLanguage('en');
    await expect(setLanguage('es-MX')).resolves.toBe(true);
    expect(t('header.login')).toBe('Entrar');
    expect(languageState).toEqual({ code: 'es-MX', locale: 'pt-BR', status: 'ready' });
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('an empty code means pt-BR', async () => {
    await setLanguage('en');
    await setLanguage('  ');
    expect(languageState.code).toBe('pt-BR');
    expect(t('header.login')).toBe('Entrar');
  });

  it('tells the listeners (persistence) after each completed switch, not on reset', async () => {
    const listener = vi.fn();
    const unsubscribe = onLanguageChange(listener);
    await setLanguage('en-US');
    expect(listener).toHaveBeenCalledExactlyOnceWith('en-US');
    resetLanguage();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await setLanguage('pt-BR');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('the last of two overlapping switches wins', async () => {
    const first = setLanguage('en');
    const second = setLanguage('pt-BR');
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
    expect(languageState.locale).toBe('pt-BR');
    expect(t('header.login')).toBe('Entrar');
  });

  it('a reset during a load wins over the late catalog', async () => {
    const switching = setLanguage('en');
    resetLanguage();
    await expect(switching).resolves.toBe(false);
    expect(languageState).toEqual({ code: 'pt-BR', locale: 'pt-BR', status: 'ready' });
    expect(t('header.login')).toBe('Entrar');
  });

  it('resetLanguage goes back to pt-BR, <html lang> included', async () => {
    await setLanguage('en');
    resetLanguage();
    expect(t('header.login')).toBe('Entrar');
    expect(activeLocale()).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('works without a document (node, workers)', async () => {
    vi.unstubAllGlobals();
    await expect(setLanguage('en')).resolves.toBe(true);
    expect(t('header.login')).toBe('Log in');
  });
});

describe('a catalog that fails to load', () => {
  it('keeps the current language, reports error and never rejects', async () => {
    vi.resetModules();
    vi.doMock('./en', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const fresh = await import('./language');
    const freshT = await import('./t');
    const listener = vi.fn();
    fresh.onLanguageChange(listener);
    await expect(fresh.setLanguage('en')).resolves.toBe(false);
    expect(fresh.languageState).toEqual({ code: 'pt-BR', locale: 'pt-BR', status: 'error' });
    expect(freshT.t('header.login')).toBe('Entrar');
    expect(listener).not.toHaveBeenCalled();
    vi.doUnmock('./en');
  });
});

describe('formatNumber (Intl, active language)', () => {
  it('groups and separates the pt-BR way by default, the English way in English', async () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(0.125, { style: 'percent', maximumFractionDigits: 1 })).toMatch(
      /^12,5\s?%$/,
    );
    await setLanguage('en');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(0.125, { style: 'percent', maximumFractionDigits: 1 })).toBe('12.5%');
  });
});

describe('shouldShowLanguageButton (spec 2)', () => {
  const pt = { lang: 'pt-BR' };
  const en = { lang: 'en' };

  it('shows for visitors when more than one language exists', () => {
    expect(shouldShowLanguageButton([pt, en], false)).toBe(true);
  });

  it('hides for logged-in players', () => {
    expect(shouldShowLanguageButton([pt, en], true)).toBe(false);
  });

  it('hides with one language, none, or one language listed twice', () => {
    expect(shouldShowLanguageButton([pt], false)).toBe(false);
    expect(shouldShowLanguageButton([], false)).toBe(false);
    expect(shouldShowLanguageButton([pt, { lang: 'pt-BR ' }, { lang: '' }], false)).toBe(false);
  });
});

describe('first load', () => {
  it('no app module imports en.ts at run time (it must stay a lazy chunk)', () => {
    const src = resolve(__dirname, '..');
    const enModule = resolve(__dirname, 'en');
    const offenders = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => {
        const text = readFileSync(join(src, file), 'utf8');
        // Static value imports and re-exports; `import type` is erased and costs nothing.
        const specifiers = [
          ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm),
        ].map((match) => match[1] ?? '');
        return specifiers.some(
          (spec) => spec.startsWith('.') && resolve(dirname(join(src, file)), spec) === enModule,
        );
      });
    expect(offenders).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageState, setLanguage } from '../i18n/language';
import { t } from '../i18n/t';
import { currentHeaders } from '../api/http';
import { PREFERENCES_STORAGE_KEY, preferencesState } from './preferences';
import { resetAllStores } from './reset';
import { useMemoryStorage } from '../lib/testing/memoryStorage';

// The state layer's side of i18n: preferences persist a completed switch (i18n cannot import
// state), and the global reset brings the language back to pt-BR.

describe('language and the preferences store', () => {
  beforeEach(() => void useMemoryStorage());
  afterEach(() => vi.unstubAllGlobals());

  it('a switch is persisted and sent in the lang header', async () => {
    await setLanguage('en-US');
    expect(preferencesState.language).toBe('en-US');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toMatchObject({
      language: 'en-US',
    });
    expect(currentHeaders().lang).toBe('en-US');
  });

  it('resetAllStores returns the language, the catalog and the preference to pt-BR', async () => {
    await setLanguage('en');
    expect(t('header.login')).toBe('Log in');
    resetAllStores();
    expect(t('header.login')).toBe('Entrar');
    expect(languageState.locale).toBe('pt-BR');
    expect(preferencesState.language).toBe('pt-BR');
  });
});

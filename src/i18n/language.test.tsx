import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetLanguage, setLanguage, useLanguage } from './language';
import { t } from './t';

function LoginLabel() {
  const { locale } = useLanguage();
  return <button lang={locale}>{t('header.login')}</button>;
}

describe('useLanguage', () => {
  it('re-renders on a switch, so t() is read again; <html lang> follows', async () => {
    render(<LoginLabel />);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('a reset brings back pt-BR on screen', async () => {
    render(<LoginLabel />);
    await act(() => setLanguage('en'));
    await act(async () => resetLanguage());
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('pt-BR');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  lazyPage,
  PAGE_LOAD_TIMEOUT_MS,
  reloadOnceForChunkError,
  withTimeout,
} from './lazyPage';

function Screen({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

describe('lazyPage (spec 8 lazy loads)', () => {
  it('shows a loading state, then the page', async () => {
    let resolve!: (c: typeof Screen) => void;
    const Page = lazyPage(() => new Promise<typeof Screen>((r) => (resolve = r)));
    render(<Page name="Início" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando página…');
    resolve(Screen);
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
  });

  it('times out after 10 s by default', () => {
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(10_000);
  });

  it('shows the failure image after the timeout and loads again on retry', async () => {
    let calls = 0;
    const Page = lazyPage(
      () => (++calls === 1 ? new Promise<typeof Screen>(() => {}) : Promise.resolve(Screen)),
      { timeoutMs: 30 },
    );
    render(<Page name="Jogos" />);
    expect(await screen.findByText('Não foi possível abrir a página')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Jogos' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('preload starts the import once and the page reuses it', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const Page = lazyPage(load);
    await Page.preload();
    render(<Page name="Depósito" />);
    expect(await screen.findByRole('heading', { name: 'Depósito' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page whose module is already loaded renders in the first commit, no loading frame', async () => {
    const Page = lazyPage(() => Promise.resolve(Screen));
    await Page.preload();
    render(<Page name="Início" />);
    // Synchronously after render: no loading state was ever shown.
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('chunk load failures', () => {
  it('reloads once per path, then lets the failure state show', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const reload = vi.fn();
    expect(reloadOnceForChunkError('/gameList', storage, reload)).toBe(true);
    expect(reloadOnceForChunkError('/gameList', storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('remembers every key it reloaded for, so two failing keys cannot take turns', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const reload = vi.fn();
    for (const key of ['/gameList', 'piece:footer', '/gameList', 'piece:footer']) {
      reloadOnceForChunkError(key, storage, reload);
    }
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    // Vite's own preload of a chunk's CSS (every vanilla-extract piece has one).
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/Footer-abc.css'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
  });

  it('withTimeout passes values and errors through before the limit', async () => {
    await expect(withTimeout(Promise.resolve(1), 50)).resolves.toBe(1);
    await expect(withTimeout(Promise.reject(new Error('x')), 50)).rejects.toThrow('x');
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { lazyPiece } from './lazyPiece';

function Footer({ label = 'Rodapé' }: { label?: string }) {
  return <footer>{label}</footer>;
}

function Page() {
  return <h1>Início</h1>;
}

/** What the browsers say when a chunk file cannot be fetched (a deploy replaced it). */
const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/ShellFooter-abc.js');

let reload: MockInstance<() => void>;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  sessionStorage.clear();
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  // Hidden-by-design failures must be silent unless a test says otherwise.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** Lets the rejected and retried imports settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('lazyPiece (a shell piece that fails hides itself, the app stays)', () => {
  it('shows the fallback while loading, then the piece', async () => {
    let resolve!: (c: typeof Footer) => void;
    const Piece = lazyPiece(
      () => new Promise<typeof Footer>((r) => (resolve = r)),
      'footer',
      <p>Carregando…</p>,
    );
    render(<Piece label="Redes" />);
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    resolve(Footer);
    expect(await screen.findByText('Redes')).toBeInTheDocument();
  });

  it('(a) retries a failed chunk download once: the piece renders, no reload', async () => {
    const load = vi
      .fn<() => Promise<typeof Footer>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(Footer);
    const Piece = lazyPiece(load, 'footer');
    render(<Piece />);
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Rodapé');
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('(b) reloads once when the retry fails too, and never twice in a session (no loop)', async () => {
    const load = vi.fn(() => Promise.reject(chunkError()));
    const Piece = lazyPiece(load, 'footer');
    render(
      <>
        <Page />
        <Piece />
      </>,
    );
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // The page is going away: nothing to report.
    expect(consoleError).not.toHaveBeenCalled();

    // After the reload the module is evaluated afresh and the chunk is still missing.
    const AfterReload = lazyPiece(() => Promise.reject(chunkError()), 'footer');
    render(<AfterReload />);
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    // Dev builds say why the piece is missing.
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('footer');
  });

  it('gives each piece its own reload, so two missing pieces cannot take turns reloading', async () => {
    const Menu = lazyPiece(() => Promise.reject(chunkError()), 'menu');
    const Floats = lazyPiece(() => Promise.reject(chunkError()), 'floats');
    render(<Menu />);
    await settle();
    render(<Floats />);
    await settle();
    expect(reload).toHaveBeenCalledTimes(2);
    // Both again after the reloads: no third one.
    const MenuAgain = lazyPiece(() => Promise.reject(chunkError()), 'menu');
    const FloatsAgain = lazyPiece(() => Promise.reject(chunkError()), 'floats');
    render(
      <>
        <MenuAgain />
        <FloatsAgain />
      </>,
    );
    await settle();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for a module that loads but fails to evaluate: it only hides', async () => {
    const Piece = lazyPiece(() => Promise.reject(new Error('boom at import')), 'toasts');
    render(
      <>
        <Page />
        <Piece />
      </>,
    );
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('(c) a piece that throws while rendering renders nothing; its sibling still renders', async () => {
    function Broken(): never {
      throw new TypeError("Cannot read properties of null (reading 'trim')");
    }
    const BrokenPiece = lazyPiece(() => Promise.resolve(Broken), 'floats');
    const FooterPiece = lazyPiece(() => Promise.resolve(Footer), 'footer');
    const { container } = render(
      <>
        <Page />
        <div data-testid="floats">
          <BrokenPiece />
        </div>
        <FooterPiece />
      </>,
    );
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Rodapé');
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(container.querySelector('[data-testid="floats"]')).toBeEmptyDOMElement();
    expect(reload).not.toHaveBeenCalled();
    // React reports the caught render error itself.
    expect(consoleError).toHaveBeenCalled();
  });
});

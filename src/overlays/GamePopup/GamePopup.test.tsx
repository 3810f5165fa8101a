import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../mocks/data/games';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { ok, on } from '../../../mocks/handlers/respond';
import { server } from '../../../mocks/node';
import { endpoints } from '../../api/allEndpoints';
import { GameCard, openGame } from '../../features/games/GameCard/GameCard';
import { openOverlay, overlaysState } from '../../state/overlays';
import { setSession } from '../../state/session';
import { walletState } from '../../state/wallet';
import { GamePopup } from './GamePopup';

const game = { id: 10001, gameName: 'Capivara Wilds' };

/** Answers "enter game" with this launch URL, recording each request body. */
function launchWith(gameUrl: string, bodies: unknown[] = []) {
  server.use(
    on(endpoints.gameEnter, async ({ request }) => {
      bodies.push(await request.json());
      return ok({ gameUrl });
    }),
  );
  return bodies;
}

async function open(isTrial = false) {
  render(<GamePopup />);
  await act(async () => openGame(game, { isTrial }));
}

describe('GamePopup', () => {
  it('sends a visitor to the register pop-up without entering the game (spec 6)', async () => {
    const bodies = launchWith('https://games.example/play');
    await open();
    await waitFor(() =>
      expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } }),
    );
    expect(bodies).toEqual([]);
  });

  it('enters with the game, the current currency and the mode', async () => {
    setSession(DEMO_ACCOUNT.info);
    const bodies = launchWith('https://games.example/play?t=1');
    await open(true);
    expect(await screen.findByTitle('Capivara Wilds')).toHaveAttribute(
      'src',
      'https://games.example/play?t=1',
    );
    expect(bodies).toEqual([{ gameId: 10001, currency: 'BRL', isTrial: true }]);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>1</script>',
    '//evil.example',
  ])('never embeds the launch URL %s', async (gameUrl) => {
    setSession(DEMO_ACCOUNT.info);
    launchWith(gameUrl);
    await open();
    expect(
      await screen.findByText('O endereço do jogo não é válido. Tente novamente mais tarde.'),
    ).toBeTruthy();
    expect(screen.queryByTitle('Capivara Wilds')).toBeNull();
  });

  /** Fires the frame's load with `head` as its page's head (a same-origin page can be read). */
  function loadFrame(frame: HTMLElement, head: string) {
    const page = document.implementation.createHTMLDocument('');
    page.head.innerHTML = head;
    Object.defineProperty(frame, 'contentDocument', { configurable: true, value: page });
    fireEvent.load(frame);
  }

  it('refuses a launch URL that opens the app itself inside the game window', async () => {
    setSession(DEMO_ACCOUNT.info);
    // What a misconfigured server answered: a path the host serves with the app's own page.
    launchWith('/demo-game?id=10001');
    await open();
    const frame = await screen.findByTitle('Capivara Wilds');
    // Hidden under the loading state until its page is known.
    expect(screen.getByText('Abrindo o jogo…')).toBeTruthy();
    loadFrame(frame, '<meta name="generator" content="vitrine">');
    expect(
      await screen.findByText(
        'O servidor enviou um endereço que não é de um jogo. Tente novamente mais tarde.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTitle('Capivara Wilds')).toBeNull();
  });

  it('shows a game on our own origin once its page is known not to be the app', async () => {
    setSession(DEMO_ACCOUNT.info);
    launchWith('/demo-provider/game/?session=g-1');
    await open();
    const frame = await screen.findByTitle('Capivara Wilds');
    expect(frame.getAttribute('sandbox')).toBeNull();
    loadFrame(frame, '<title>Caça-níqueis</title>');
    await waitFor(() => expect(screen.queryByText('Abrindo o jogo…')).toBeNull());
    expect(screen.getByTitle('Capivara Wilds')).toBe(frame);
  });

  it("sandboxes a provider's frame without top navigation", async () => {
    setSession(DEMO_ACCOUNT.info);
    launchWith('https://games.example/play');
    await open();
    const sandbox = (await screen.findByTitle('Capivara Wilds')).getAttribute('sandbox') ?? '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
  });

  it('is titled with the name of a game opened from a lobby tile', async () => {
    setSession(DEMO_ACCOUNT.info);
    launchWith('https://games.example/play');
    const tile = GAMES[0]!;
    // The home's sections render GameCard without onPlay: the tile's own default opens the game.
    render(
      <>
        <GameCard game={tile} />
        <GamePopup />
      </>,
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: `Jogar ${tile.gameName}` })),
    );
    expect(await screen.findByRole('dialog', { name: tile.gameName })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(tile.gameName);
    expect(await screen.findByTitle(tile.gameName)).toHaveAttribute(
      'src',
      'https://games.example/play',
    );
  });

  it('falls back to a generic title when the opener knows only the id', async () => {
    setSession(DEMO_ACCOUNT.info);
    launchWith('https://games.example/play');
    render(<GamePopup />);
    // The lottery banner's linkValue is a bare game id.
    await act(async () => openOverlay('game', { gameId: 10123, isTrial: true }));
    expect(await screen.findByRole('dialog', { name: 'Jogo' })).toBeTruthy();
  });

  it('refreshes the wallet when it closes', async () => {
    setSession(DEMO_ACCOUNT.info);
    launchWith('https://games.example/play');
    await open();
    await screen.findByTitle('Capivara Wilds');
    expect(walletState.entries).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fechar o jogo' })));
    expect(overlaysState.overlay).toBeNull();
    await waitFor(() => expect(walletState.status).toBe('ready'));
    expect(walletState.entries.map((entry) => entry.currency)).toContain('BRL');
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findGame, pageGames } from '../../../mocks/data/games';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { GameDetail } from '../../../src/screens/GameDetail/GameDetail';
import { clearSession } from '../../../src/state/session';
import { failingOnce, loadLazyImages, logInDemoPlayer, withGamesFrame, tap } from '../../storyKit';

/** 'Tesouro do Frevo' by Boitata Studios, in 'Em alta'. */
const GAME_ID = 10002;
const game = findGame(GAME_ID)!;

const meta = {
  component: GameDetail,
  args: { id: String(GAME_ID) },
  decorators: [withGamesFrame],
  parameters: { route: `/gameDetail/${GAME_ID}` },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof GameDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlay = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Pop-up aberto' });

async function findDetail(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return canvas.findByRole('heading', { level: 2, name: game.gameName }, { timeout: 4000 });
}

/** A player's view: cover, facts, the two play buttons and similar games of the category. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the game and its facts', async () => {
      await findDetail(canvasElement);
      await expect(await canvas.findByRole('link', { name: 'Boitata Studios' })).toHaveAttribute(
        'href',
        '/gameList?vendorId=202&name=Boitata+Studios',
      );
      await expect(canvas.getByRole('link', { name: 'Em alta' })).toHaveAttribute(
        'href',
        `/gameList?categoryId=${game.categoryId}`,
      );
      await expect(
        canvas.getByRole('button', { name: `Favoritar ${game.gameName}` }),
      ).toHaveAttribute('aria-pressed', 'false');
    });
    await step('similar games: the same category, without this one', async () => {
      const row = await canvas.findByRole('region', { name: 'Jogos semelhantes' });
      const expected = pageGames({ categoryId: game.categoryId, pageSize: 13 })
        .list.filter((g) => g.id !== GAME_ID)
        .slice(0, 12);
      await waitFor(() =>
        expect(within(row).getAllByRole('button', { name: /^Jogar / })).toHaveLength(12),
      );
      await expect(within(row).getAllByRole('button', { name: /^Jogar / })[0]).toHaveAccessibleName(
        `Jogar ${expected[0]?.gameName}`,
      );
      await expect(
        within(row).queryByRole('button', { name: `Jogar ${game.gameName}` }),
      ).toBeNull();
    });
    await step('"Jogar" opens the game pop-up in real mode', async () => {
      await tap(canvas.getByRole('button', { name: /^Jogar$/ }));
      await expect(overlay(canvasElement)).toHaveTextContent(
        JSON.stringify({
          name: 'game',
          props: { gameId: GAME_ID, gameName: game.gameName, isTrial: false },
        }),
      );
    });
    await loadLazyImages(canvasElement);
  },
};

/** The game never arrives: skeletons with the detail's shape. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Detalhes do jogo' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Jogar$/ })).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** "Jogar grátis": the game pop-up opens in trial mode. */
export const Trial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findDetail(canvasElement);
    await tap(canvas.getByRole('button', { name: 'Jogar grátis' }));
    await expect(overlay(canvasElement)).toHaveTextContent(
      JSON.stringify({
        name: 'game',
        props: { gameId: GAME_ID, gameName: game.gameName, isTrial: true },
      }),
    );
    await loadLazyImages(canvasElement);
  },
};

/** A visitor: playing (real or trial) and favouriting open the register pop-up (spec 6). */
export const Visitor: Story = {
  beforeEach: clearSession,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findDetail(canvasElement);
    const register = '{"name":"auth","props":{"mode":"register"}}';
    await step('"Jogar" asks to register', async () => {
      await tap(canvas.getByRole('button', { name: /^Jogar$/ }));
      await expect(overlay(canvasElement)).toHaveTextContent(register);
    });
    await step('so do "Jogar grátis" and the heart', async () => {
      await tap(canvas.getByRole('button', { name: 'Jogar grátis' }));
      await expect(overlay(canvasElement)).toHaveTextContent(register);
      const heart = canvas.getByRole('button', { name: `Favoritar ${game.gameName}` });
      await tap(heart);
      await expect(overlay(canvasElement)).toHaveTextContent(register);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    });
    await loadLazyImages(canvasElement);
  },
};

/** An id no game has: "Jogo não encontrado" with a way to all games. */
export const NotFound: Story = {
  args: { id: '99999' },
  parameters: { route: '/gameDetail/99999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Jogo não encontrado', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver todos os jogos' })).toHaveAttribute(
      'href',
      '/gameList',
    );
    await expect(canvas.queryByRole('button', { name: /^Jogar$/ })).toBeNull();
  },
};

/** The lookup fails: a failure state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

const failsOnce = failingOnce(endpoints.gamePage);

/** The first answer fails; "Tentar novamente" brings the game. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Algo deu errado');
    await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await findDetail(canvasElement);
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

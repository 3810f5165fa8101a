import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { worker } from '../../../../mocks/browser';
import { findGame } from '../../../../mocks/data/games';
import { DEMO_FAVOURITE_GAME_IDS } from '../../../../mocks/data/users';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { FavouriteButton } from '../../../../src/features/games/FavouriteButton/FavouriteButton';
import { GlobalMessages } from '../../../../src/overlays/GlobalMessages/GlobalMessages';
import { clearSession } from '../../../../src/state/session';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../../storyKit';

const gameOf = (id: number) => {
  const game = findGame(id);
  if (!game) throw new Error(`no game ${id} in the mock catalogue`);
  return game;
};
/** Not one of the demo player's favourites. */
const tesouro = gameOf(10002);
/** 'Capivara Wilds', the first of the demo player's favourites. */
const capivara = gameOf(DEMO_FAVOURITE_GAME_IDS[0] ?? 10001);
/** Only the pending story taps this one (its call never answers; see `Pending`). */
const inFlight = gameOf(10003);

const argsOf = (game: typeof tesouro, collect: boolean) => ({
  gameId: game.id,
  gameName: game.gameName,
  collect,
});

const meta = {
  component: FavouriteButton,
  args: { ...argsOf(tesouro, false), onChange: fn() },
  // A player unless the story says otherwise (the demo player's seed session).
  beforeEach: logInDemoPlayer,
  decorators: [
    withGamesFrame,
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
        <GlobalMessages />
      </div>
    ),
  ],
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The favourite calls (PUT collect/{id}) the page sends from now on, as their paths. */
function recordFavouriteCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'PUT' && pathname.includes('/collect/')) calls.push(pathname);
  };
  worker.events.on('request:start', listener);
  return { calls, stop: () => worker.events.removeListener('request:start', listener) };
}

/** Every `aria-pressed` the heart shows from now on, in order (a flip and a flip back too). */
function watchPressed(heart: HTMLElement) {
  const seen: (string | null)[] = [];
  const observer = new MutationObserver(() => {
    const value = heart.getAttribute('aria-pressed');
    if (seen.at(-1) !== value) seen.push(value);
  });
  observer.observe(heart, { attributes: true, attributeFilter: ['aria-pressed'] });
  return { seen, stop: () => observer.disconnect() };
}

const collectPath = (id: number) => endpoints.gameCollect.path.replace('{id}', String(id));
const heartIcon = (heart: HTMLElement) => heart.querySelector('svg');
const popupProbe = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Pop-up aberto' });

/** Not a favourite: an outlined heart whose name says what a press does. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Favoritar Tesouro do Frevo' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).not.toHaveAttribute('aria-busy');
    await expect(heartIcon(heart)).toHaveAttribute('fill', 'none');
  },
};

/** A favourite (the server's `collect`): a filled heart, and a press would remove it. */
export const On: Story = {
  args: argsOf(capivara, true),
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', {
      name: 'Remover Capivara Wilds dos favoritos',
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heartIcon(heart)).toHaveAttribute('fill', 'currentColor');
  },
};

/**
 * A visitor's tap (spec 6: "Favouriting … while logged out opens the register popup"): the
 * register pop-up opens, the heart stays empty and nothing is sent to the server.
 */
export const Visitor: Story = {
  // Undoes the meta's player session: this story is about a visitor.
  beforeEach: clearSession,
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Favoritar Tesouro do Frevo' });
    await expect(popupProbe(canvasElement)).toHaveTextContent('nenhum');
    const calls = recordFavouriteCalls();
    try {
      await tap(heart);
      await expect(popupProbe(canvasElement)).toHaveTextContent(
        '{"name":"auth","props":{"mode":"register"}}',
      );
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(heart).toHaveAccessibleName('Favoritar Tesouro do Frevo');
      await expect(calls.calls).toEqual([]);
      await expect(args.onChange).not.toHaveBeenCalled();
    } finally {
      calls.stop();
    }
  },
};

/**
 * A player's tap favourites the game: the heart fills at once, PUT collect/{id} goes once, and
 * the server's answer (collect: true) keeps it filled.
 */
export const FavouritedByPlayer: Story = {
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Favoritar Tesouro do Frevo' });
    const calls = recordFavouriteCalls();
    const pressed = watchPressed(heart);
    try {
      await tap(heart);
      await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(true));
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(heart).not.toHaveAttribute('aria-busy');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(heart).toHaveAccessibleName('Remover Tesouro do Frevo dos favoritos');
      await expect(pressed.seen).toEqual(['true']);
      await expect(calls.calls).toEqual([collectPath(tesouro.id)]);
      await expect(popupProbe(canvasElement)).toHaveTextContent('nenhum');
    } finally {
      calls.stop();
      pressed.stop();
    }
    await repaintAll();
  },
};

/** A player's tap on a favourite removes it: the server answers collect: false. */
export const RemovedByPlayer: Story = {
  args: argsOf(capivara, true),
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', {
      name: 'Remover Capivara Wilds dos favoritos',
    });
    const calls = recordFavouriteCalls();
    try {
      await tap(heart);
      await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(false));
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(heart).toHaveAccessibleName('Favoritar Capivara Wilds');
      await expect(calls.calls).toEqual([collectPath(capivara.id)]);
    } finally {
      calls.stop();
    }
    await repaintAll();
  },
};

const collectFailsOnce = failingOnce(endpoints.gameCollect);

/**
 * The server fails the favourite call (HTTP 500): the heart that filled at once goes back to
 * empty, and the player is told why in a danger toast, which leaves after 3 s (spec 8).
 */
export const RolledBackAfterFailure: Story = {
  parameters: { msw: { handlers: collectFailsOnce.handlers } },
  beforeEach: collectFailsOnce.reset,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const heart = canvas.getByRole('button', { name: 'Favoritar Tesouro do Frevo' });
    const pressed = watchPressed(heart);
    try {
      await step('the heart fills, then goes back when the call fails', async () => {
        await tap(heart);
        await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(false));
        await expect(args.onChange).toHaveBeenCalledTimes(1);
        await expect(pressed.seen).toEqual(['true', 'false']);
        await expect(heart).toHaveAccessibleName('Favoritar Tesouro do Frevo');
        await expect(heart).not.toHaveAttribute('aria-busy');
      });
    } finally {
      pressed.stop();
    }
    await step('the server’s message is announced as an alert, then leaves', async () => {
      await expect(page.getByRole('alert')).toHaveTextContent('Serviço indisponível');
      await expect(page.getByRole('region', { name: 'Notificações' })).toBeVisible();
      await waitFor(() => expect(page.getByRole('alert')).toBeEmptyDOMElement(), {
        timeout: 5000,
      });
    });
    await repaintAll();
  },
};

/**
 * The favourite call is in flight (the 'timeout' scenario: the server never answers): the heart
 * is already filled and busy, and a second tap sends nothing more.
 */
export const Pending: Story = {
  args: argsOf(inFlight, false),
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', {
      name: `Favoritar ${inFlight.gameName}`,
    });
    const calls = recordFavouriteCalls();
    try {
      await tap(heart);
      await expect(heart).toHaveAttribute('aria-busy', 'true');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(heart).toHaveAccessibleName(`Remover ${inFlight.gameName} dos favoritos`);
      await tap(heart);
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(calls.calls).toEqual([collectPath(inFlight.id)]);
      await expect(args.onChange).not.toHaveBeenCalled();
    } finally {
      calls.stop();
    }
    await repaintAll();
  },
};

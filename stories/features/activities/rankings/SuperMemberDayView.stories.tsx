import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { ActivityDetail } from '../../../../src/screens/ActivityDetail/ActivityDetail';
import { clearSession } from '../../../../src/state/session';
import {
  failingOnce,
  loadLazyImages,
  logInDemoPlayer,
  tap,
  withGamesFrame,
} from '../../../storyKit';

/*
 * Type 32 "Super dia do membro" (hidden from the lists by spec 6, opened by link at
 * /activityDetail/32?id=3032) at the stories' fixed Sunday 22/11/2026 12:00 São Paulo. In the demo
 * world every day is a super day (mocks/world/rankings.ts CHOICE): today ends in 12:00:00, the demo
 * player is 5th on the day's bet ranking and has today's draw, which pays R$ 18,88.
 */
const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: '/activityDetail/32?id=3032' },
  args: { type: '32' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const patience = { timeout: 5000 };

const dayCard = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Super dia do membro' }, patience);
const lottery = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Sorteio do Super dia' }, patience);

/**
 * The super day is on: "Hoje é Super dia", 12:00:00 left (spec 5 countdown), the six prizes the
 * draw can pay, "Sortear agora", and the day's ranking with the player 5th ("Você").
 */
export const Drawable: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Super dia do membro' }, patience);
    await step('the day and its countdown', async () => {
      const day = await dayCard(canvas);
      await expect(within(day).getByText('Hoje é Super dia')).toBeVisible();
      await expect(within(day).getByRole('timer')).toHaveTextContent('12:00:00');
      const prizes = within(day).getByRole('list', { name: 'Prêmios do sorteio' });
      await expect(within(prizes).getAllByRole('listitem')).toHaveLength(6);
      await expect(prizes).toHaveTextContent(/R\$\s188,88/);
    });
    await step('the draw', async () => {
      const draw = await lottery(canvas);
      await expect(within(draw).getByRole('button', { name: 'Sortear agora' })).toBeEnabled();
    });
    await step("the day's ranking", async () => {
      const board = canvas.getByRole('region', { name: 'Classificação' });
      await expect(within(board).getByText('Você está em 5º lugar.')).toBeVisible();
      const mine = within(board)
        .getAllByRole('row')
        .find((row) => row.getAttribute('aria-current') === 'true');
      await expect(mine).toHaveTextContent(/^5º55\*\*\*4 VocêR\$\s113,9\smilR\$\s88,00$/);
      await expect(canvas.queryByRole('region', { name: 'Sua participação' })).toBeNull();
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * The draw: a double tap draws once; "Você ganhou R$ 18,88 no sorteio!" is said in place and no
 * second draw is offered.
 */
export const Drawn: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const draw = await lottery(canvas);
    await step('draw (a double tap)', async () => {
      const button = within(draw).getByRole('button', { name: 'Sortear agora' });
      await tap(button);
      await tap(button);
    });
    await step('the amount drawn', async () => {
      const status = within(draw).getByRole('status');
      await waitFor(
        () => expect(status).toHaveTextContent(/Você ganhou R\$\s18,88 no sorteio!/),
        patience,
      );
      await expect(status).toHaveTextContent('O valor já está no seu saldo.');
      await expect(within(draw).queryByRole('button')).toBeNull();
      await expect(within(draw).queryByRole('alert')).toBeNull();
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * The super day is over ('super-member-day-over'): "Encerrado", the countdown to the next one
 * in 6d 12:00:00, and the draw closed until then.
 */
export const Expired: Story = {
  parameters: { msw: { handlers: scenarios['super-member-day-over'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = await dayCard(canvas);
    await expect(within(day).getByText('Encerrado')).toBeVisible();
    await expect(within(day).getByText('O próximo Super dia começa em')).toBeVisible();
    await expect(within(day).getByRole('timer')).toHaveTextContent('6d 12:00:00');
    const draw = await lottery(canvas);
    await expect(within(draw).getByText('O sorteio abre no próximo Super dia.')).toBeVisible();
    await expect(within(draw).queryByRole('button')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * A visitor (spec 6): the day, its prizes and ranking; "Sortear agora" opens the register
 * pop-up and sends nothing.
 */
export const Visitor: Story = {
  // After the meta's log-in: a visitor.
  beforeEach: clearSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draw = await lottery(canvas);
    await expect(
      within(draw).getByText('Crie sua conta para participar do sorteio.'),
    ).toBeVisible();
    await tap(within(draw).getByRole('button', { name: 'Sortear agora' }));
    await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
      '{"name":"auth","props":{"mode":"register"}}',
    );
    const board = canvas.getByRole('region', { name: 'Classificação' });
    await expect(
      within(board).getByText('Entre para disputar o ranking e os prêmios.'),
    ).toBeVisible();
    await loadLazyImages(canvasElement);
  },
};

/** The super day never answers ('rankings-hang'): the cards' placeholders, busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios['rankings-hang'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Super dia do membro' }, patience);
    const board = await canvas.findByRole('region', { name: 'Classificação' }, patience);
    await expect(within(board).queryByRole('table')).toBeNull();
    await expect(board.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Sortear agora' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

const dayFailsOnce = failingOnce(endpoints.superMemberDayRankings);

/** The super day read fails once: said in place with a retry that brings the day. */
export const Error: Story = {
  parameters: { msw: { handlers: dayFailsOnce.handlers } },
  beforeEach: () => {
    dayFailsOnce.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failure = await canvas.findByRole('region', { name: 'Super dia do membro' }, patience);
    await expect(
      await within(failure).findByText('Não foi possível carregar o ranking', {}, patience),
    ).toBeVisible();
    await tap(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    const draw = await lottery(canvas);
    await expect(within(draw).getByRole('button', { name: 'Sortear agora' })).toBeEnabled();
    await loadLazyImages(canvasElement);
  },
};

/** The open super day in the light theme (axe AA in both themes). */
export const DrawableLightTheme: Story = {
  ...Drawable,
  globals: { theme: 'light' },
};

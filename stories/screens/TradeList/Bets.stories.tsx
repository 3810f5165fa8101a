import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { spin } from '../../../mocks/world/demoGame';
import { betHistory, enterGame } from '../../../mocks/world/games';
import { findUser } from '../../../mocks/world/world';
import { endpoints } from '../../../src/api/allEndpoints';
import { formatDateTime } from '../../../src/lib/time';
import { TradeList } from '../../../src/screens/TradeList/TradeList';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

const demo = () => findUser(DEMO_ACCOUNT.info.userNo)!;

/** The demo player's bets as the mock world answers them for a period (spec 3 filters). */
const bets = (days: number) => betHistory(demo(), days);

const meta = {
  component: TradeList,
  decorators: [withGamesFrame],
  parameters: { route: '/tradelist?view=bets' },
  // /tradelist is login-only (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof TradeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Apostas' }));

const rows = (canvasElement: HTMLElement) => list(canvasElement).queryAllByRole('listitem');

const period = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Período' }));

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

/** Waits until every bet of a short period is shown (the pager loads the rest by itself). */
async function findAll(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(rows(canvasElement)).toHaveLength(count), { timeout: 4000 });
  return rows(canvasElement);
}

/** What a row says: game, São Paulo date and time, stake, then the win or "Sem prêmio". */
function rowText(bet: ReturnType<typeof bets>[number]): RegExp {
  const money = (n: number) => n.toFixed(2).replace('.', ',');
  const win = bet.winAmount > 0 ? `Prêmio \\+R\\$\\s${money(bet.winAmount)}` : 'Sem prêmio';
  return new RegExp(
    `^${bet.gameName}${formatDateTime(bet.betTime)} · Aposta R\\$\\s${money(bet.betAmount)}${win}$`,
  );
}

/**
 * The last 7 days (the default period): every bet with its game, São Paulo date and time, the
 * stake and the win (or "Sem prêmio"), newest first.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const week = bets(7);
    await step('the heading and the default period', async () => {
      // The view is a chunk of its own, drawn once it has arrived.
      await canvas.findByRole('group', { name: 'Período' }, { timeout: 4000 });
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Histórico de apostas' }),
      ).toBeVisible();
      await expect(period(canvasElement).getByRole('button', { name: '7 dias' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('every bet of the week, newest first', async () => {
      const shown = await findAll(canvasElement, week.length);
      await expect(canvas.getByText(`${week.length} apostas`)).toBeVisible();
      for (const [index, row] of shown.entries()) {
        await expect(row).toHaveTextContent(rowText(week[index]!));
      }
      // Both kinds of outcome are in the week of the seed.
      await expect(week.some((bet) => bet.winAmount > 0)).toBe(true);
      await expect(week.some((bet) => bet.winAmount === 0)).toBe(true);
    });
    await step('the end of the period is said', async () => {
      await expect(await canvas.findByText('Isso é tudo neste período')).toBeVisible();
    });
    await repaintAll();
  },
};

/** A round just played in the demo game (real money) is the newest bet of today. */
export const AfterPlaying: Story = {
  parameters: { route: '/tradelist?view=bets&days=0' },
  beforeEach: () => {
    logInDemoPlayer();
    const entered = enterGame({ gameId: 10009, currency: 'BRL', isTrial: false }, demo());
    if (!entered.ok) throw new globalThis.Error(entered.msg);
    const session = new URL(entered.data.gameUrl, 'http://vitrine.test').searchParams.get(
      'session',
    );
    spin({ session, bet: 5 });
  },
  play: async ({ canvasElement }) => {
    const today = bets(0);
    await expect(today[0]?.id).toMatch(/^g-/);
    const shown = await findAll(canvasElement, today.length);
    await expect(shown[0]).toHaveTextContent(rowText(today[0]!));
    await expect(shown[0]).toHaveTextContent(/Aposta R\$\s5,00/);
    await repaintAll();
  },
};

/** "Hoje": only today's bets (São Paulo day, from 00:00). */
export const Today: Story = {
  parameters: { route: '/tradelist?view=bets&days=0' },
  play: async ({ canvasElement }) => {
    const today = bets(0);
    await expect(today.length).toBeGreaterThan(0);
    await findAll(canvasElement, today.length);
    await expect(period(canvasElement).getByRole('button', { name: 'Hoje' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const row of rows(canvasElement)) await expect(row).toHaveTextContent('22/11/2026');
    await repaintAll();
  },
};

/** "60 dias" tapped: the address keeps the period, the count covers it, "Carregar mais" pages. */
export const Last60Days: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findAll(canvasElement, bets(7).length);
    const sixty = period(canvasElement).getByRole('button', { name: '60 dias' });
    await tap(sixty);
    await expect(sixty).toHaveAttribute('aria-pressed', 'true');
    await expect(location(canvasElement)).toHaveTextContent('/tradelist?view=bets&days=60');
    const all = bets(60);
    await expect(await canvas.findByText(`${all.length} apostas`)).toBeVisible();
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThanOrEqual(20), {
      timeout: 4000,
    });
    const more = canvas.getByRole('button', { name: 'Carregar mais' });
    await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
    const before = rows(canvasElement).length;
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(before));
    window.scrollTo(0, 0);
    await repaintAll();
  },
};

/** No bets in the period (the 'empty' scenario): the empty state, no rows. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma aposta neste período')).toBeVisible();
    await expect(canvas.getByText('Escolha um período maior ou jogue um jogo.')).toBeVisible();
    await expect(canvas.getByText('0 apostas')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(0);
    await repaintAll();
  },
};

/** The history fails (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(rows(canvasElement)).toHaveLength(0);
    await repaintAll();
  },
};

const failsOnce = failingOnce(endpoints.userBetPage);

/** The first answer fails, the retry succeeds: the bets replace the failure state. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await findAll(canvasElement, bets(7).length);
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    await repaintAll();
  },
};

/** The history never answers: placeholder rows, the list says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Apostas' }, { timeout: 4000 }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Histórico de apostas' }),
    ).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(0);
    await repaintAll();
  },
};

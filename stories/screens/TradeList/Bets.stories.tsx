import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { spin } from '../../../mocks/world/demoGame';
import { enterGame } from '../../../mocks/world/games';
import { findUser } from '../../../mocks/world/world';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { endpoints } from '../../../src/api/allEndpoints';
import type { TradeList } from '../../../src/screens/TradeList/TradeList';
import { logInDemoPlayer, repaintAll, tap } from '../../storyKit';
import {
  betRowText,
  demoBets,
  expectInColumn,
  findRows,
  periodOf,
  recordStateStories,
  routeOf,
  rowsOf,
  tradeListMeta,
  type RecordView,
} from './tradeListKit';

const meta = {
  ...tradeListMeta,
  parameters: { route: '/tradelist?view=bets' },
} satisfies Meta<typeof TradeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const BETS: RecordView = { region: 'Apostas', role: 'listitem' };

const rows = (canvasElement: HTMLElement) => rowsOf(canvasElement, BETS);

const findAll = (canvasElement: HTMLElement, count: number) => findRows(canvasElement, BETS, count);

const states = recordStateStories({
  ...BETS,
  endpoint: endpoints.userBetPage,
  emptyTitle: 'Nenhuma aposta neste período',
  emptyDescription: 'Escolha um período maior ou jogue um jogo.',
  zeroCount: '0 apostas',
  rowsAfterRetry: () => demoBets(7).length,
  heading: 'Histórico de apostas',
});

/**
 * The last 7 days (the default period): every bet with its game, São Paulo date and time, the
 * stake and the win (or "Sem prêmio"), newest first.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const week = demoBets(7);
    await step('the heading and the default period', async () => {
      // The view is a chunk of its own, drawn once it has arrived.
      await canvas.findByRole('group', { name: 'Período' }, { timeout: 4000 });
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Histórico de apostas' }),
      ).toBeVisible();
      await expect(periodOf(canvasElement).getByRole('button', { name: '7 dias' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('every bet of the week, newest first', async () => {
      const shown = await findAll(canvasElement, week.length);
      await expect(canvas.getByText(`${week.length} apostas`)).toBeVisible();
      for (const [index, row] of shown.entries()) {
        await expect(row).toHaveTextContent(betRowText(week[index]!));
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
    const entered = enterGame(
      { gameId: 10009, currency: 'BRL', isTrial: false },
      findUser(DEMO_ACCOUNT.info.userNo)!,
    );
    if (!entered.ok) throw new globalThis.Error(entered.msg);
    const session = new URL(entered.data.gameUrl, 'http://vitrine.test').searchParams.get(
      'session',
    );
    spin({ session, bet: 5 });
  },
  play: async ({ canvasElement }) => {
    const today = demoBets(0);
    await expect(today[0]?.id).toMatch(/^g-/);
    const shown = await findAll(canvasElement, today.length);
    await expect(shown[0]).toHaveTextContent(betRowText(today[0]!));
    await expect(shown[0]).toHaveTextContent(/Aposta R\$\s5,00/);
    await repaintAll();
  },
};

/** "Hoje": only today's bets (São Paulo day, from 00:00). */
export const Today: Story = {
  parameters: { route: '/tradelist?view=bets&days=0' },
  play: async ({ canvasElement }) => {
    const today = demoBets(0);
    await expect(today.length).toBeGreaterThan(0);
    await findAll(canvasElement, today.length);
    await expect(periodOf(canvasElement).getByRole('button', { name: 'Hoje' })).toHaveAttribute(
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
    await findAll(canvasElement, demoBets(7).length);
    const sixty = periodOf(canvasElement).getByRole('button', { name: '60 dias' });
    await tap(sixty);
    await expect(sixty).toHaveAttribute('aria-pressed', 'true');
    await expect(routeOf(canvasElement)).toHaveTextContent('/tradelist?view=bets&days=60');
    const all = demoBets(60);
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
export const Empty: Story = states.Empty;

/** The history fails (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = states.Error;

/** The first answer fails, the retry succeeds: the bets replace the failure state. */
export const RecoveredAfterError: Story = states.RecoveredAfterError;

/** The history never answers: placeholder rows, the list says it is busy. */
export const Loading: Story = states.Loading;

/**
 * The desktop frame (spec 9: the 500 px column above 500 px): the week's bets, the period
 * picker on one line, each row's stake and win in reais within the column.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const week = demoBets(7);
    const shown = await findAll(canvasElement, week.length);
    await expect(shown[0]).toHaveTextContent(betRowText(week[0]!));
    await expectInColumn(canvasElement, BETS);
    const chips = periodOf(canvasElement)
      .getAllByRole('button')
      .map((chip) => chip.getBoundingClientRect().top);
    await expect(new Set(chips).size).toBe(1);
    await repaintAll();
  },
};

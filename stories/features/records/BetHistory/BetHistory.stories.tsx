import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '../../../../src/api/allEndpoints';
import { BetHistory } from '../../../../src/features/records/BetHistory/BetHistory';
import { repaintAll, tap } from '../../../storyKit';
import {
  betRowText,
  demoBets,
  findRows,
  periodOf,
  recordStateStories,
  recordViewMeta,
  routeOf,
  rowsOf,
  type RecordView,
} from '../../../screens/TradeList/tradeListKit';

/**
 * The bet history on its own, as /tradelist?view=bets draws it under the page's header: the
 * period picker, the count and the paged rows, from the mock world's demo player.
 */
const meta = {
  ...recordViewMeta,
  component: BetHistory,
  parameters: { route: '/tradelist?view=bets' },
} satisfies Meta<typeof BetHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const BETS: RecordView = { region: 'Apostas', role: 'listitem' };

const states = recordStateStories({
  ...BETS,
  endpoint: endpoints.userBetPage,
  emptyTitle: 'Nenhuma aposta neste período',
  emptyDescription: 'Escolha um período maior ou jogue um jogo.',
  zeroCount: '0 apostas',
  rowsAfterRetry: () => demoBets(7).length,
});

/** The week (the default period): each bet in BRL with its São Paulo date, newest first. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const week = demoBets(7);
    const shown = await findRows(canvasElement, BETS, week.length);
    await expect(canvas.getByText(`${week.length} apostas`)).toBeVisible();
    for (const [index, row] of shown.entries()) {
      await expect(row).toHaveTextContent(betRowText(week[index]!));
    }
    await expect(await canvas.findByText('Isso é tudo neste período')).toBeVisible();
    await repaintAll();
  },
};

/** "30 dias" tapped: pressed, in the address (view kept), the count and rows of the month. */
export const PeriodChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRows(canvasElement, BETS, demoBets(7).length);
    const month = periodOf(canvasElement).getByRole('button', { name: '30 dias' });
    await tap(month);
    await expect(month).toHaveAttribute('aria-pressed', 'true');
    await expect(periodOf(canvasElement).getByRole('button', { name: '7 dias' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(routeOf(canvasElement)).toHaveTextContent('/tradelist?view=bets&days=30');
    const all = demoBets(30);
    await expect(await canvas.findByText(`${all.length} apostas`)).toBeVisible();
    await waitFor(
      () => expect(rowsOf(canvasElement, BETS)[0]).toHaveTextContent(betRowText(all[0]!)),
      { timeout: 4000 },
    );
    await repaintAll();
  },
};

/**
 * 60 days, paged by 10 (spec 9): the second page comes by itself while the end is near;
 * "Carregar mais" from the keyboard brings the next, and the count says how far it went.
 */
export const LoadMore: Story = {
  parameters: { route: '/tradelist?view=bets&days=60' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const all = demoBets(60);
    await waitFor(() => expect(rowsOf(canvasElement, BETS).length).toBeGreaterThanOrEqual(20), {
      timeout: 4000,
    });
    const more = canvas.getByRole('button', { name: 'Carregar mais' });
    await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
    await step('the button loads the next 10 bets', async () => {
      const before = rowsOf(canvasElement, BETS).length;
      more.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(rowsOf(canvasElement, BETS).length).toBe(before + 10));
      const shown = rowsOf(canvasElement, BETS);
      await expect(shown.at(-1)).toHaveTextContent(betRowText(all[shown.length - 1]!));
    });
    await step('the new count is announced', async () => {
      await waitFor(() =>
        expect(canvas.getByText(/^Mostrando \d+ de \d+$/)).toHaveTextContent(
          `Mostrando ${rowsOf(canvasElement, BETS).length} de ${all.length}`,
        ),
      );
    });
    window.scrollTo(0, 0);
    await repaintAll();
  },
};

/** No bets in the period (the 'empty' scenario): "0 apostas", the empty state, no rows. */
export const Empty: Story = states.Empty;

/** The history fails (HTTP 500): "Algo deu errado" with "Tentar novamente", no rows. */
export const Error: Story = states.Error;

/** The first answer fails, the retry brings the week's bets. */
export const RecoveredAfterError: Story = states.RecoveredAfterError;

/** No answer yet: placeholder rows in a busy region. */
export const Loading: Story = states.Loading;

/** No connection (the 'offline' scenario): "Sem conexão" and the retry. */
export const NetworkError: Story = states.NetworkError;

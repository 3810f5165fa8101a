import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_CHANGES, withinDays } from '../../../mocks/data/wallet';
import { endpoints } from '../../../src/api/allEndpoints';
import type { TradeList } from '../../../src/screens/TradeList/TradeList';
import { repaintAll, tap } from '../../storyKit';
import {
  findRows,
  periodOf,
  recordStateStories,
  routeOf,
  rowsOf,
  tradeListMeta,
  type RecordView,
} from './tradeListKit';

/** The demo player's statement as the mock world answers it for a period (spec 3 filters). */
const changes = (days: number) => withinDays(ACCOUNT_CHANGES, days);

/*
 * Every story ends with repaintAll(): the rows arriving beside the "Tipo" select made Chromium
 * re-raster only part of it, and its rounded corners came out one shade off in some runs.
 */
const meta = {
  ...tradeListMeta,
  parameters: { route: '/tradelist' },
} satisfies Meta<typeof TradeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The statement's entries: each is a link to its detail. */
const STATEMENT: RecordView = { region: 'Movimentações', role: 'link' };

const entries = (canvasElement: HTMLElement) => rowsOf(canvasElement, STATEMENT);

const findAll = (canvasElement: HTMLElement, count: number) =>
  findRows(canvasElement, STATEMENT, count);

const states = recordStateStories({
  ...STATEMENT,
  endpoint: endpoints.accountChangePage,
  emptyTitle: 'Nenhuma movimentação neste período',
  emptyDescription: 'Escolha um período maior ou outro tipo.',
  zeroCount: '0 movimentações',
  rowsAfterRetry: () => changes(7).length,
  heading: 'Extrato',
});

/**
 * A long period: the first page, then the second, which the pager asks for by itself while the
 * end of the list is within reach of a phone's screen (two pages fill it); then nothing moves.
 */
async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(entries(canvasElement).length).toBeGreaterThanOrEqual(20), {
    timeout: 4000,
  });
  const more = within(canvasElement).getByRole('button', { name: 'Carregar mais' });
  await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
}

/**
 * The last 7 days (the default period): every entry named by its sub type, with its main type,
 * São Paulo date and time, and the signed amount; the list loads its second page by itself.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const week = changes(7);
    await step('the heading and the default period', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Extrato' })).toBeVisible();
      await expect(periodOf(canvasElement).getByRole('button', { name: '7 dias' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(canvas.getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue(
        'Todos os tipos',
      );
    });
    await step('every entry of the week, newest first', async () => {
      const rows = await findAll(canvasElement, week.length);
      await expect(canvas.getByText(`${week.length} movimentações`)).toBeVisible();
      // 700001: a Pix deposit of R$ 75,70 at 11:55 today; 700003: a Pix withdrawal.
      await expect(rows[0]).toHaveAccessibleName(
        /^Depósito via Pix Depósito · 22\/11\/2026 11:55 \+R\$\s75,70$/,
      );
      await expect(rows[0]).toHaveAttribute('href', '/tradedetail?id=700001');
      await expect(rows[2]).toHaveAccessibleName(
        /^Saque via Pix Saque · 21\/11\/2026 16:23 -R\$\s194,71$/,
      );
    });
    await step('the end of the period is said', async () => {
      await expect(await canvas.findByText('Isso é tudo neste período')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
      await expect(canvas.getByText(`Mostrando ${week.length} de ${week.length}`)).toHaveAttribute(
        'role',
        'status',
      );
    });
    await repaintAll();
  },
};

/** "Hoje": only today's entries (São Paulo day, from 00:00). */
export const Today: Story = {
  parameters: { route: '/tradelist?days=0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = changes(0);
    await findAll(canvasElement, today.length);
    await expect(periodOf(canvasElement).getByRole('button', { name: 'Hoje' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText(`${today.length} movimentações`)).toBeVisible();
    for (const row of entries(canvasElement)) await expect(row).toHaveTextContent('22/11/2026');
    await repaintAll();
  },
};

/** "30 dias" tapped: the address keeps the period and the count covers the month. */
export const Last30Days: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findAll(canvasElement, changes(7).length);
    const month = periodOf(canvasElement).getByRole('button', { name: '30 dias' });
    await tap(month);
    await expect(month).toHaveAttribute('aria-pressed', 'true');
    await expect(routeOf(canvasElement)).toHaveTextContent('/tradelist?days=30');
    await expect(await canvas.findByText(`${changes(30).length} movimentações`)).toBeVisible();
    await settled(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Carregar mais' })).toBeVisible();
    await repaintAll();
  },
};

/** "60 dias": the whole statement the filters reach (spec 3). */
export const Last60Days: Story = {
  parameters: { route: '/tradelist?days=60' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${changes(60).length} movimentações`)).toBeVisible();
    await expect(periodOf(canvasElement).getByRole('button', { name: '60 dias' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await settled(canvasElement);
    await repaintAll();
  },
};

/** One main business type (spec 3: 1-6) picked in "Tipo": only games entries, in the address. */
export const FilteredByType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findAll(canvasElement, changes(7).length);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tipo' }), 'Jogo');
    await expect(routeOf(canvasElement)).toHaveTextContent('/tradelist?type=3');
    const games = changes(7).filter((change) => change.businessType === 3);
    await findAll(canvasElement, games.length);
    for (const row of entries(canvasElement)) await expect(row).toHaveTextContent(/Jogo · /);
    await expect(canvas.getByText(`${games.length} movimentações`)).toBeVisible();
    // Focus away from the select, so it is drawn at rest.
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await repaintAll();
  },
};

/** "Carregar mais" (keyboard and screen-reader path) appends the next page of 60 days. */
export const LoadMore: Story = {
  parameters: { route: '/tradelist?days=60' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const all = changes(60);
    await settled(canvasElement);
    await step('the button loads the next 10 entries', async () => {
      const before = entries(canvasElement).length;
      const button = canvas.getByRole('button', { name: 'Carregar mais' });
      button.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(entries(canvasElement).length).toBeGreaterThanOrEqual(before + 10),
      );
      const shown = entries(canvasElement).length;
      await expect(entries(canvasElement)[shown - 1]).toHaveAttribute(
        'href',
        `/tradedetail?id=${all[shown - 1]?.id}`,
      );
    });
    await step('the new count is announced', async () => {
      await waitFor(() =>
        expect(canvas.getByText(new RegExp(`^Mostrando \\d+ de ${all.length}$`))).toHaveTextContent(
          `Mostrando ${entries(canvasElement).length} de ${all.length}`,
        ),
      );
    });
    window.scrollTo(0, 0);
    await repaintAll();
  },
};

/** Nothing in the period (the 'empty' scenario): the empty state, no entries. */
export const Empty: Story = states.Empty;

/** The statement fails (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = states.Error;

/** The first answer fails, the retry succeeds: the entries replace the failure state. */
export const RecoveredAfterError: Story = states.RecoveredAfterError;

/** The statement never answers: placeholder rows, the list says it is busy. */
export const Loading: Story = states.Loading;

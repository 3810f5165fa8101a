import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { USER_BETS } from '../../../../mocks/data/bets';
import type { BetRecord } from '../../../../src/api/contract';
import { userBetPage } from '../../../../src/api/endpoints/bets';
import { ApiError } from '../../../../src/api/errors';
import type { PagedList } from '../../../../src/api/usePagedList';
import { BetRow } from '../../../../src/features/records/BetRow/BetRow';
import {
  PeriodRecords,
  usePeriodQuery,
} from '../../../../src/features/records/PeriodRecords/PeriodRecords';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { repaintAll, tap, withGamesFrame } from '../../../storyKit';
import { periodOf, routeOf } from '../../../screens/TradeList/tradeListKit';

/** The bet history's body: PeriodRecords holding BetRows, as on /tradelist?view=bets. */
const BetRecords = PeriodRecords<BetRecord>;

const BRL = currencyDisplay('BRL', null);

/** The list as usePagedList hands it over after its first page: 10 of the 40 bets of 60 days. */
const firstPage: PagedList<BetRecord> = {
  status: 'ready',
  rows: USER_BETS.slice(0, 10),
  total: USER_BETS.length,
  hasMore: true,
  loadingMore: false,
  error: undefined,
  retrying: false,
  nextPage: 'more',
  loadMore: fn(),
  retry: fn(),
};

const nothing = { rows: [] as BetRecord[], total: 0, hasMore: false, nextPage: 'end' as const };

const meta = {
  component: BetRecords,
  decorators: [withGamesFrame],
  // The period lives in the address: a tap on the picker changes it (the view's `?view=` kept).
  parameters: { route: '/tradelist?view=bets&days=60' },
  args: {
    view: 'bets',
    period: { days: 60 },
    countText: (total: number) => (total === 1 ? '1 aposta' : `${total} apostas`),
    pages: firstPage,
    label: 'Apostas',
    emptyTitle: 'Nenhuma aposta neste período',
    emptyDescription: 'Escolha um período maior ou jogue um jogo.',
    renderRow: (bet) => <BetRow key={bet.id} bet={bet} display={BRL} />,
  },
  // As in the bet history: the period shown is the one in the address.
  render: function InAddress(args) {
    return <BetRecords {...args} period={usePeriodQuery()} />;
  },
} satisfies Meta<typeof BetRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Apostas' });

/**
 * 60 days, first page: the period picker on "60 dias", the count of the whole period, ten
 * rows in BRL with São Paulo dates, and the next page asked for by itself.
 */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(periodOf(canvasElement).getByRole('button', { name: '60 dias' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('40 apostas')).toBeVisible();
    const rows = within(region(canvasElement)).getAllByRole('listitem');
    await expect(rows).toHaveLength(10);
    await expect(rows[0]).toHaveTextContent(/^Foguetinho22\/11\/2026 11:49 · Aposta R\$\s20,00/);
    await expect(within(region(canvasElement)).getByRole('status')).toHaveTextContent(
      'Mostrando 10 de 40',
    );
    // The end of ten rows is within the preload margin of a phone screen.
    await waitFor(() => expect(args.pages.loadMore).toHaveBeenCalledTimes(1));
  },
};

/** A period tapped: the address gets it (the view kept), and the picker follows the address. */
export const PeriodChosen: Story = {
  play: async ({ canvasElement }) => {
    const chip = (name: string) => periodOf(canvasElement).getByRole('button', { name });
    await tap(chip('30 dias'));
    await expect(routeOf(canvasElement)).toHaveTextContent(/^\/tradelist\?view=bets&days=30$/);
    await expect(chip('30 dias')).toHaveAttribute('aria-pressed', 'true');
    // The default period (7 days) leaves the address short.
    await tap(chip('7 dias'));
    await expect(routeOf(canvasElement)).toHaveTextContent(/^\/tradelist\?view=bets$/);
    await expect(chip('7 dias')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip('60 dias')).toHaveAttribute('aria-pressed', 'false');
    await repaintAll();
  },
};

/** The pressed period tapped again: nothing changes, nothing is asked. */
export const SamePeriodTapped: Story = {
  play: async ({ args, canvasElement }) => {
    await tap(periodOf(canvasElement).getByRole('button', { name: '60 dias' }));
    await expect(routeOf(canvasElement)).toHaveTextContent(/^\/tradelist\?view=bets&days=60$/);
    await expect(args.pages.retry).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/** One bet in the period: the count in the singular. */
export const OneBet: Story = {
  args: {
    pages: { ...firstPage, rows: USER_BETS.slice(0, 1), total: 1, hasMore: false, nextPage: 'end' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 aposta')).toBeVisible();
    await expect(within(region(canvasElement)).getAllByRole('listitem')).toHaveLength(1);
    await expect(
      within(region(canvasElement)).getByText('Isso é tudo neste período'),
    ).toBeVisible();
  },
};

/** The next page is on its way: placeholder rows under the rows, "Carregar mais" busy. */
export const LoadingMore: Story = {
  args: { pages: { ...firstPage, loadingMore: true, nextPage: 'loading' } },
  play: async ({ canvasElement }) => {
    const list = within(region(canvasElement));
    await expect(list.getAllByRole('listitem')).toHaveLength(10);
    await expect(list.getByRole('button', { name: 'Carregar mais', busy: true })).toBeVisible();
  },
};

/**
 * The first page is loading: the picker is there at once, the count's line is kept empty at
 * its height (the rows do not move down when it arrives), placeholders in a busy region.
 */
export const Loading: Story = {
  args: { pages: { ...firstPage, status: 'loading', rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(periodOf(canvasElement).getAllByRole('button')).toHaveLength(4);
    const count = region(canvasElement).previousElementSibling?.lastElementChild as HTMLElement;
    await expect(count.textContent).toBe('');
    await expect(count.getBoundingClientRect().height).toBeGreaterThan(0);
    await expect(region(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(region(canvasElement)).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Nothing in the period: "0 apostas" and the view's own empty title and hint. */
export const Empty: Story = {
  args: { pages: { ...firstPage, status: 'empty', ...nothing } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 apostas')).toBeVisible();
    await expect(canvas.getByText('Nenhuma aposta neste período')).toBeVisible();
    await expect(canvas.getByText('Escolha um período maior ou jogue um jogo.')).toBeVisible();
  },
};

const failure = new ApiError({
  kind: 'http',
  message: 'Serviço indisponível',
  path: userBetPage.path,
  status: 500,
});

/** The first page failed: no count, "Algo deu errado" and "Tentar novamente", which retries. */
export const Error: Story = {
  args: { pages: { ...firstPage, status: 'error', ...nothing, error: failure } },
  play: async ({ args, canvasElement }) => {
    const list = within(region(canvasElement));
    await expect(within(canvasElement).queryByText(/apostas?$/)).toBeNull();
    await expect(list.getByText('Algo deu errado')).toBeVisible();
    await tap(list.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.pages.retry).toHaveBeenCalledTimes(1);
    await repaintAll();
  },
};

/** The first page in the desktop frame: picker, count and rows keep to the 500 px column. */
export const PopulatedDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement)).getAllByRole('listitem')).toHaveLength(10);
    await expect(region(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(500);
    const chips = periodOf(canvasElement)
      .getAllByRole('button')
      .map((chip) => chip.getBoundingClientRect().top);
    await expect(new Set(chips).size).toBe(1);
  },
};

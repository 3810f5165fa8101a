import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ACCOUNT_CHANGES, withinDays } from '../../../../mocks/data/wallet';
import type { AccountChangeRecord } from '../../../../src/api/contract';
import { accountChangePage } from '../../../../src/api/endpoints/records';
import { ApiError } from '../../../../src/api/errors';
import type { PagedList } from '../../../../src/api/usePagedList';
import { RecordList } from '../../../../src/features/records/RecordList/RecordList';
import { TradeRow } from '../../../../src/features/records/TradeRow/TradeRow';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The statement's list: RecordList holding TradeRows, as on /tradelist. */
const StatementList = RecordList<AccountChangeRecord>;

const BRL = currencyDisplay('BRL', null);

/** The demo player's statement of the last 7 days (18 entries), newest first. */
const week = withinDays(ACCOUNT_CHANGES, 7);

/** The list as usePagedList hands it over after its first page: 10 rows, more to come. */
const firstPage: PagedList<AccountChangeRecord> = {
  status: 'ready',
  rows: week.slice(0, 10),
  total: week.length,
  hasMore: true,
  loadingMore: false,
  error: undefined,
  retrying: false,
  nextPage: 'more',
  loadMore: fn(),
  retry: fn(),
};

const failure = (kind: 'http' | 'network') =>
  new ApiError({
    kind,
    message: kind === 'http' ? 'Serviço indisponível' : 'Sem conexão',
    path: accountChangePage.path,
    status: kind === 'http' ? 500 : undefined,
  });

const meta = {
  component: StatementList,
  decorators: [withGamesFrame],
  args: {
    pages: firstPage,
    label: 'Movimentações',
    emptyTitle: 'Nenhuma movimentação neste período',
    emptyDescription: 'Escolha um período maior ou outro tipo.',
    renderRow: (record) => <TradeRow key={record.id} record={record} display={BRL} />,
  },
} satisfies Meta<typeof StatementList>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Movimentações' });

/** The first page: ten rows, newest first, "Mostrando 10 de 18", and the next page asked for. */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(region(canvasElement));
    const rows = list.getAllByRole('link');
    await expect(rows).toHaveLength(10);
    await expect(rows[0]).toHaveAccessibleName(/^Depósito via Pix/);
    await expect(within(rows[0]!).getByText(/^\+R\$\s75,70$/)).toBeVisible();
    await expect(list.getByRole('status')).toHaveTextContent('Mostrando 10 de 18');
    // The end of ten rows is within the preload margin of a phone screen.
    await waitFor(() => expect(args.pages.loadMore).toHaveBeenCalledTimes(1));
  },
};

/** The next page is on its way: two placeholder rows under the rows, "Carregar mais" busy. */
export const LoadingMore: Story = {
  args: { pages: { ...firstPage, loadingMore: true, nextPage: 'loading' } },
  play: async ({ canvasElement }) => {
    const list = within(region(canvasElement));
    await expect(list.getAllByRole('link')).toHaveLength(10);
    await expect(list.getByRole('button', { name: 'Carregar mais', busy: true })).toBeVisible();
  },
};

/** Every row of the period loaded: the list's end text, no button. */
export const End: Story = {
  args: {
    pages: { ...firstPage, rows: week, hasMore: false, nextPage: 'end' },
  },
  play: async ({ args, canvasElement }) => {
    const list = within(region(canvasElement));
    await expect(list.getAllByRole('link')).toHaveLength(18);
    await expect(list.getByText('Isso é tudo neste período')).toBeInTheDocument();
    await expect(list.getByRole('status')).toHaveTextContent('Mostrando 18 de 18');
    await expect(list.queryByRole('button')).toBeNull();
    await expect(args.pages.loadMore).not.toHaveBeenCalled();
  },
};

/** The first page is loading: placeholders only, the region busy. */
export const Loading: Story = {
  args: { pages: { ...firstPage, status: 'loading', rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    const list = region(canvasElement);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).queryAllByRole('link')).toHaveLength(0);
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};

/** Nothing in the period: the list's own empty title and hint. */
export const Empty: Story = {
  args: {
    pages: { ...firstPage, status: 'empty', rows: [], total: 0, hasMore: false, nextPage: 'end' },
  },
  play: async ({ canvasElement }) => {
    const list = within(region(canvasElement));
    await expect(list.getByText('Nenhuma movimentação neste período')).toBeVisible();
    await expect(list.getByText('Escolha um período maior ou outro tipo.')).toBeVisible();
    await expect(list.queryByRole('button')).toBeNull();
  },
};

/** The first page failed: "Algo deu errado" and "Tentar novamente", which retries. */
export const Error: Story = {
  args: {
    pages: { ...firstPage, status: 'error', rows: [], total: 0, error: failure('http') },
  },
  play: async ({ args, canvasElement }) => {
    const list = within(region(canvasElement));
    await expect(list.getByText('Algo deu errado')).toBeVisible();
    await tap(list.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.pages.retry).toHaveBeenCalledTimes(1);
    await repaintAll();
  },
};

/** No connection, in the light theme, on the desktop viewport: "Sem conexão" and the retry. */
export const NetworkErrorDesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  args: {
    pages: { ...firstPage, status: 'error', rows: [], total: 0, error: failure('network') },
  },
  play: async ({ canvasElement }) => {
    const list = within(region(canvasElement));
    await expect(list.getByText('Sem conexão')).toBeVisible();
    await expect(list.getByText('Verifique sua internet e tente novamente.')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** The first page in the desktop frame: the rows keep to the 500 px column. */
export const PopulatedDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = region(canvasElement);
    await expect(within(list).getAllByRole('link')).toHaveLength(10);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};

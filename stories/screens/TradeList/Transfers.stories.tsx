import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { withdrawInviteRewards } from '../../../mocks/world/activities';
import { findUser } from '../../../mocks/world/world';
import { endpoints } from '../../../src/api/allEndpoints';
import { formatDateTime } from '../../../src/lib/time';
import type { TradeList } from '../../../src/screens/TradeList/TradeList';
import { logInDemoPlayer, repaintAll, tap } from '../../storyKit';
import {
  demoTransfers,
  expectInColumn,
  findRows,
  periodOf,
  recordStateStories,
  routeOf,
  tradeListMeta,
  type RecordView,
} from './tradeListKit';

const meta = {
  ...tradeListMeta,
  parameters: { route: '/tradelist?view=transfers' },
} satisfies Meta<typeof TradeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const TRANSFERS: RecordView = { region: 'Transferências', role: 'listitem' };

const findAll = (canvasElement: HTMLElement, count: number) =>
  findRows(canvasElement, TRANSFERS, count);

const states = recordStateStories({
  ...TRANSFERS,
  endpoint: endpoints.transferRecordPage,
  emptyTitle: 'Nenhuma transferência neste período',
  emptyDescription: 'Trocas de moeda e prêmios levados à carteira aparecem aqui.',
  zeroCount: '0 transferências',
  rowsAfterRetry: () => demoTransfers(7).length,
  heading: 'Transferências',
});

/**
 * The last 7 days (the default period): each transfer names the wallet it went to, its São
 * Paulo date and time, the amount credited and its status, newest first.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const week = demoTransfers(7);
    await step('the heading and the default period', async () => {
      // The view is a chunk of its own, drawn once it has arrived.
      await canvas.findByRole('group', { name: 'Período' }, { timeout: 4000 });
      await expect(canvas.getByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
      await expect(periodOf(canvasElement).getByRole('button', { name: '7 dias' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('every transfer of the week, newest first', async () => {
      const shown = await findAll(canvasElement, week.length);
      await expect(canvas.getByText(`${week.length} transferências`)).toBeVisible();
      // 9104: 20 USDT ten minutes ago, still being processed.
      await expect(shown[0]).toHaveTextContent(
        `Para a carteira USDT${formatDateTime(week[0]!.createTime)}`,
      );
      await expect(shown[0]).toHaveTextContent('Em processamento');
      // 9102: R$ 266,00 two days ago, done.
      const brl = shown.find((row) => row.textContent?.includes('carteira BRL'));
      await expect(brl).toHaveTextContent(/\+R\$\s266,00Concluída$/);
    });
    await repaintAll();
  },
};

/** Invite rewards just moved to the wallet: a transfer of today, the newest, done. */
export const AfterRewardsMoved: Story = {
  parameters: { route: '/tradelist?view=transfers&days=0' },
  beforeEach: () => {
    logInDemoPlayer();
    const moved = withdrawInviteRewards(findUser(DEMO_ACCOUNT.info.userNo)!, { amount: 12.5 });
    if (!moved.ok) throw new globalThis.Error(moved.msg);
  },
  play: async ({ canvasElement }) => {
    const shown = await findAll(canvasElement, demoTransfers(0).length + 1);
    await expect(shown[0]).toHaveTextContent(/^Para a carteira BRL.*\+R\$\s12,50Concluída$/);
    await expect(periodOf(canvasElement).getByRole('button', { name: 'Hoje' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await repaintAll();
  },
};

/** "60 dias" tapped: the address keeps the period, a failed transfer is said in words. */
export const Last60Days: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findAll(canvasElement, demoTransfers(7).length);
    await tap(periodOf(canvasElement).getByRole('button', { name: '60 dias' }));
    await expect(routeOf(canvasElement)).toHaveTextContent('/tradelist?view=transfers&days=60');
    const shown = await findAll(canvasElement, demoTransfers(60).length);
    await expect(canvas.getByText(`${demoTransfers(60).length} transferências`)).toBeVisible();
    await expect(shown.at(-1)).toHaveTextContent(/^Para a carteira BTC.*Falhou$/);
    await repaintAll();
  },
};

/** No transfers in the period (the 'empty' scenario). */
export const Empty: Story = states.Empty;

/** The list fails (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = states.Error;

/** The first answer fails, the retry succeeds. */
export const RecoveredAfterError: Story = states.RecoveredAfterError;

/** The list never answers: placeholder rows, the list says it is busy. */
export const Loading: Story = states.Loading;

/**
 * The desktop frame (spec 9: the 500 px column above 500 px): 60 days of transfers, each
 * amount and status on the row's right within the column.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { route: '/tradelist?view=transfers&days=60' },
  play: async ({ canvasElement }) => {
    const all = demoTransfers(60);
    const shown = await findAll(canvasElement, all.length);
    await expect(shown[0]).toHaveTextContent(
      `Para a carteira USDT${formatDateTime(all[0]!.createTime)}`,
    );
    await expectInColumn(canvasElement, TRANSFERS);
    await repaintAll();
  },
};

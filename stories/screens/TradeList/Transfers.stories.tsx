import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TRANSFER_RECORDS, withinDays } from '../../../mocks/data/wallet';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { withdrawInviteRewards } from '../../../mocks/world/activities';
import { findUser } from '../../../mocks/world/world';
import { endpoints } from '../../../src/api/allEndpoints';
import { formatDateTime } from '../../../src/lib/time';
import { TradeList } from '../../../src/screens/TradeList/TradeList';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

/** The demo player's transfers as the mock world answers them for a period, newest first. */
const transfers = (days: number) =>
  withinDays(TRANSFER_RECORDS, days).sort((a, b) => b.createTime - a.createTime);

const meta = {
  component: TradeList,
  decorators: [withGamesFrame],
  parameters: { route: '/tradelist?view=transfers' },
  // /tradelist is login-only (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof TradeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Transferências' })).queryAllByRole(
    'listitem',
  );

const period = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Período' }));

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

async function findAll(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(rows(canvasElement)).toHaveLength(count), { timeout: 4000 });
  return rows(canvasElement);
}

/**
 * The last 7 days (the default period): each transfer names the wallet it went to, its São
 * Paulo date and time, the amount credited and its status, newest first.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const week = transfers(7);
    await step('the heading and the default period', async () => {
      // The view is a chunk of its own, drawn once it has arrived.
      await canvas.findByRole('group', { name: 'Período' }, { timeout: 4000 });
      await expect(canvas.getByRole('heading', { level: 1, name: 'Transferências' })).toBeVisible();
      await expect(period(canvasElement).getByRole('button', { name: '7 dias' })).toHaveAttribute(
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
    const shown = await findAll(canvasElement, transfers(0).length + 1);
    await expect(shown[0]).toHaveTextContent(/^Para a carteira BRL.*\+R\$\s12,50Concluída$/);
    await expect(period(canvasElement).getByRole('button', { name: 'Hoje' })).toHaveAttribute(
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
    await findAll(canvasElement, transfers(7).length);
    await tap(period(canvasElement).getByRole('button', { name: '60 dias' }));
    await expect(location(canvasElement)).toHaveTextContent('/tradelist?view=transfers&days=60');
    const shown = await findAll(canvasElement, transfers(60).length);
    await expect(canvas.getByText(`${transfers(60).length} transferências`)).toBeVisible();
    await expect(shown.at(-1)).toHaveTextContent(/^Para a carteira BTC.*Falhou$/);
    await repaintAll();
  },
};

/** No transfers in the period (the 'empty' scenario). */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma transferência neste período')).toBeVisible();
    await expect(canvas.getByText('0 transferências')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(0);
    await repaintAll();
  },
};

/** The list fails (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await repaintAll();
  },
};

const failsOnce = failingOnce(endpoints.transferRecordPage);

/** The first answer fails, the retry succeeds. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await findAll(canvasElement, transfers(7).length);
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    await repaintAll();
  },
};

/** The list never answers: placeholder rows, the list says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Transferências' }, { timeout: 4000 }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(rows(canvasElement)).toHaveLength(0);
    await repaintAll();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { endpoints } from '../../../../src/api/allEndpoints';
import { TransferHistory } from '../../../../src/features/records/TransferHistory/TransferHistory';
import { formatDateTime } from '../../../../src/lib/time';
import { repaintAll, tap } from '../../../storyKit';
import {
  demoTransfers,
  findRows,
  periodOf,
  recordStateStories,
  recordViewMeta,
  routeOf,
  type RecordView,
} from '../../../screens/TradeList/tradeListKit';

/**
 * The transfers on their own, as /tradelist?view=transfers draws them under the page's header:
 * the period picker, the count and the rows, from the mock world's demo player.
 */
const meta = {
  ...recordViewMeta,
  component: TransferHistory,
  parameters: { route: '/tradelist?view=transfers' },
} satisfies Meta<typeof TransferHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const TRANSFERS: RecordView = { region: 'Transferências', role: 'listitem' };

const states = recordStateStories({
  ...TRANSFERS,
  endpoint: endpoints.transferRecordPage,
  emptyTitle: 'Nenhuma transferência neste período',
  emptyDescription: 'Trocas de moeda e prêmios levados à carteira aparecem aqui.',
  zeroCount: '0 transferências',
  rowsAfterRetry: () => demoTransfers(7).length,
});

/**
 * The week (the default period), newest first: the wallet each went to, its São Paulo date and
 * time, the amount credited and its status in words.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const week = demoTransfers(7);
    const shown = await findRows(canvasElement, TRANSFERS, week.length);
    await expect(canvas.getByText(`${week.length} transferências`)).toBeVisible();
    for (const [index, row] of shown.entries()) {
      await expect(row).toHaveTextContent(
        `Para a carteira ${week[index]!.currency}${formatDateTime(week[index]!.createTime)}`,
      );
    }
    await expect(shown[0]).toHaveTextContent(/Em processamento$/);
    const brl = shown.find((row) => row.textContent?.includes('carteira BRL'));
    await expect(brl).toHaveTextContent(/\+R\$\s266,00Concluída$/);
    await expect(await canvas.findByText('Isso é tudo neste período')).toBeVisible();
    await repaintAll();
  },
};

/** "Hoje" (São Paulo day, from 00:00): one transfer, counted in the singular. */
export const Today: Story = {
  parameters: { route: '/tradelist?view=transfers&days=0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(demoTransfers(0)).toHaveLength(1);
    const [row] = await findRows(canvasElement, TRANSFERS, 1);
    await expect(canvas.getByText('1 transferência')).toBeVisible();
    await expect(row).toHaveTextContent(/^Para a carteira USDT22\/11\/2026 11:50/);
    await expect(periodOf(canvasElement).getByRole('button', { name: 'Hoje' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await repaintAll();
  },
};

/** "60 dias" tapped: in the address (view kept), the older failed transfer said in words. */
export const PeriodChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRows(canvasElement, TRANSFERS, demoTransfers(7).length);
    await tap(periodOf(canvasElement).getByRole('button', { name: '60 dias' }));
    await expect(routeOf(canvasElement)).toHaveTextContent('/tradelist?view=transfers&days=60');
    const all = demoTransfers(60);
    const shown = await findRows(canvasElement, TRANSFERS, all.length);
    await expect(canvas.getByText(`${all.length} transferências`)).toBeVisible();
    await waitFor(() => expect(shown.at(-1)).toHaveTextContent(/^Para a carteira BTC.*Falhou$/));
    await repaintAll();
  },
};

/** No transfers in the period (the 'empty' scenario): what would fill the list, no rows. */
export const Empty: Story = states.Empty;

/** The list fails (HTTP 500): "Algo deu errado" with "Tentar novamente", no rows. */
export const Error: Story = states.Error;

/** The first answer fails, the retry brings the week's transfers. */
export const RecoveredAfterError: Story = states.RecoveredAfterError;

/** No answer yet: placeholder rows in a busy region. */
export const Loading: Story = states.Loading;

/** No connection (the 'offline' scenario): "Sem conexão" and the retry. */
export const NetworkError: Story = states.NetworkError;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TRANSFER_RECORDS } from '../../../../mocks/data/wallet';
import { TransferRow } from '../../../../src/features/records/TransferRow/TransferRow';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { formatDateTime } from '../../../../src/lib/time';
import { padded, withGamesFrame } from '../../../storyKit';
import { inRecordList } from '../recordRowKit';

/** A transfer of the demo player's seed by its id. */
function transfer(id: number) {
  const record = TRANSFER_RECORDS.find((r) => r.id === id);
  if (!record) throw new Error(`no transfer ${id} in the mock world's seed`);
  return record;
}

/** R$ 266,00 to the BRL wallet two days ago, done. */
const brlDone = transfer(9102);
/** 20 USDT ten minutes ago, still being processed. */
const usdtProcessing = transfer(9104);
/** 0.0005 BTC fifteen days ago, failed. */
const btcFailed = transfer(9103);

const BRL = currencyDisplay('BRL', null);

const meta = {
  component: TransferRow,
  decorators: [inRecordList('Transferências'), padded({ padding: 16 }), withGamesFrame],
  args: { record: brlDone, display: BRL },
} satisfies Meta<typeof TransferRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Transferências' }));

/** Done: the wallet it went to, São Paulo date and time, "+R$ 266,00" and "Concluída". */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const row = list(canvasElement).getByRole('listitem');
    await expect(row).toHaveTextContent(`Para a carteira BRL${formatDateTime(brlDone.createTime)}`);
    await expect(row).toHaveTextContent(/\d{2}\/\d{2}\/2026 \d{2}:\d{2}/);
    await expect(within(row).getByText(/^\+R\$\s266,00$/)).toBeVisible();
    await expect(within(row).getByText('Concluída')).toBeVisible();
  },
};

/** Still being processed: said in words ("Em processamento"), not only by the tag's colour. */
export const Processing: Story = {
  args: { record: usdtProcessing, display: currencyDisplay('USDT', null) },
  play: async ({ canvasElement }) => {
    const row = list(canvasElement).getByRole('listitem');
    await expect(row).toHaveTextContent(/^Para a carteira USDT22\/11\/2026 11:50/);
    // A currency with no wallet entry loaded shows its code before the amount.
    await expect(within(row).getByText(/^\+USDT\s20,00$/)).toBeVisible();
    await expect(within(row).getByText('Em processamento')).toBeVisible();
  },
};

/** Failed: "Falhou" in words, with the wallet it was meant for and its São Paulo date. */
export const Failed: Story = {
  args: { record: btcFailed, display: currencyDisplay('BTC', null) },
  play: async ({ canvasElement }) => {
    const row = list(canvasElement).getByRole('listitem');
    await expect(row).toHaveTextContent(/^Para a carteira BTC07\/11\/2026/);
    await expect(within(row).getByText('Falhou')).toBeVisible();
  },
};

/** An unknown status code reads as being processed (never as done). */
export const UnknownStatus: Story = {
  args: { record: { ...brlDone, status: 9 } },
  play: async ({ canvasElement }) => {
    const row = list(canvasElement).getByRole('listitem');
    await expect(within(row).getByText('Em processamento')).toBeVisible();
    await expect(within(row).queryByText('Concluída')).toBeNull();
  },
};

const rows = [usdtProcessing, brlDone, btcFailed];

/** Every status in the desktop frame: the rows keep to the 500 px column. */
export const StatusesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <>
      {rows.map((record) => (
        <TransferRow
          key={record.id}
          {...args}
          record={record}
          display={currencyDisplay(record.currency, null)}
        />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByRole('list', { name: 'Transferências' });
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    const statuses = list(canvasElement)
      .getAllByRole('listitem')
      .map((row) => row.textContent?.match(/(Em processamento|Concluída|Falhou)$/)?.[1]);
    await expect(statuses).toEqual(['Em processamento', 'Concluída', 'Falhou']);
  },
};

/** The same rows in the light theme (each status tag at AA contrast: axe checks). */
export const StatusesLightTheme: Story = {
  globals: { theme: 'light' },
  render: StatusesDesktop.render,
  play: async ({ canvasElement }) => {
    await expect(list(canvasElement).getAllByRole('listitem')).toHaveLength(rows.length);
    await expect(list(canvasElement).getByText(/^\+R\$\s266,00$/)).toBeVisible();
  },
};

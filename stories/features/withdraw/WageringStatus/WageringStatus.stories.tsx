import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CURRENCY_MAP, WAGERING_RECORDS, WALLETS } from '../../../../mocks/data/wallet';
import { CodingStatus } from '../../../../src/api/contract';
import { WageringStatus } from '../../../../src/features/withdraw/WageringStatus/WageringStatus';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The demo player's BRL rollovers: waiting, in progress, reset and complete. */
const brlRecords = WAGERING_RECORDS.filter((r) => r.currency === 'BRL');
const balance = WALLETS.find((w) => w.currency === 'BRL')?.availableBalance ?? 0;

/**
 * What the mock world lets the player withdraw: the balance minus what waiting and in-progress
 * rollovers still ask for (R$ 1.847,35 − R$ 534,55).
 */
const stillDue = brlRecords
  .filter((r) => r.status === CodingStatus.waiting || r.status === CodingStatus.inProgress)
  .reduce((sum, r) => sum + (r.requiredAmount - r.finishedAmount), 0);
const withdrawable = Math.round((balance - stillDue) * 100) / 100;

const meta = {
  component: WageringStatus,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: {
    balance,
    withdrawable,
    display: currencyDisplay('BRL', CURRENCY_MAP),
    records: brlRecords,
    onRetry: fn(),
  },
} satisfies Meta<typeof WageringStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Rollover (apostas exigidas)' }));

/** The figure shown for a row of the balance split. */
const figure = (canvasElement: HTMLElement, label: string) =>
  section(canvasElement).getByText(label).nextElementSibling;

/** The balance split: what rollover holds and what can go now. */
async function checkSplit(canvasElement: HTMLElement) {
  await expect(figure(canvasElement, 'Saldo na carteira')).toHaveTextContent(/^R\$\s1\.847,35$/);
  await expect(figure(canvasElement, 'Preso no rollover')).toHaveTextContent(/^R\$\s534,55$/);
  await expect(figure(canvasElement, 'Disponível para saque')).toHaveTextContent(
    /^R\$\s1\.312,80$/,
  );
}

/** Rollovers in every spec 3 status, each with a bar of what was bet against what is required. */
export const InProgress: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the balance split and why', async () => {
      await checkSplit(canvasElement);
      await expect(
        section(canvasElement).getByText(/^Bônus e alguns depósitos pedem/),
      ).toBeVisible();
    });
    await step('each rollover: source, status, progress and what is left', async () => {
      const list = within(
        section(canvasElement).getByRole('list', { name: 'Rollovers desta moeda' }),
      );
      const items = list.getAllByRole('listitem');
      await expect(items).toHaveLength(4);
      await expect(items[0]).toHaveTextContent('Bônus de depósitoAguardando');
      await expect(items[1]).toHaveTextContent(
        /^Depósito via PixEm andamentoR\$\s412,80 de R\$\s647,35 apostados · faltam R\$\s234,55$/,
      );
      await expect(items[2]).toHaveTextContent(/^Chuva de envelopesZerado/);
      await expect(items[3]).toHaveTextContent(/^Primeiro depósitoConcluído/);
      const bar = list.getByRole('progressbar', { name: 'Progresso: Depósito via Pix' });
      await expect(bar).toHaveAttribute('aria-valuenow', '63');
      await expect(bar).toHaveAttribute(
        'aria-valuetext',
        'R$\u00a0412,80 de R$\u00a0647,35 apostados',
      );
      await expect(
        list.getByRole('progressbar', { name: 'Progresso: Primeiro depósito' }),
      ).toHaveAttribute('aria-valuenow', '100');
    });
  },
};

/** The rollovers are still loading: the split is there, a placeholder stands for the list. */
export const Loading: Story = {
  args: { records: undefined },
  play: async ({ canvasElement }) => {
    await checkSplit(canvasElement);
    await expect(section(canvasElement).queryByRole('list')).toBeNull();
    await expect(section(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No rollover in this currency: all of the balance can be withdrawn, nothing held. */
export const NoWagering: Story = {
  args: { records: [], withdrawable: balance },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Preso no rollover')).toHaveTextContent(/^R\$\s0,00$/);
    await expect(
      section(canvasElement).getByText(
        'Nenhum rollover nesta moeda: todo o saldo pode ser sacado.',
      ),
    ).toBeVisible();
    await expect(section(canvasElement).queryByText(/^Bônus e alguns depósitos pedem/)).toBeNull();
  },
};

/** The rollovers failed to load: said in place, with "Tentar novamente". */
export const Failed: Story = {
  args: { records: undefined, failed: true },
  play: async ({ args, canvasElement }) => {
    await checkSplit(canvasElement);
    await expect(
      section(canvasElement).getByText('Não foi possível carregar o rollover.'),
    ).toBeVisible();
    await tap(section(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await repaintAll();
  },
};

/** In the light theme (status words and bars at AA contrast: axe checks). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await checkSplit(canvasElement);
    await expect(section(canvasElement).getAllByRole('progressbar')).toHaveLength(4);
  },
};

/** On the desktop viewport: the card keeps to the 500 px column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Rollover (apostas exigidas)',
    });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ACCOUNT_CHANGES, type AccountChangeDetail } from '../../../../mocks/data/wallet';
import { TradeRow } from '../../../../src/features/records/TradeRow/TradeRow';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { vars } from '../../../../src/theme/contract.css';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The newest entry of the demo player's statement with that sub type's name. */
function entry(subBusinessName: string): AccountChangeDetail {
  const record = ACCOUNT_CHANGES.find((r) => r.subBusinessName === subBusinessName);
  if (!record) throw new Error(`no "${subBusinessName}" in the mock world's statement`);
  return record;
}

const pixDeposit = entry('Depósito via Pix');
const bet = entry('Aposta');
const prize = entry('Prêmio');
const withdrawal = entry('Saque via Pix');

const BRL = currencyDisplay('BRL', null);

/** A row lives in the statement's list (a `<li>` needs its `<ul>`). */
const inStatement: Decorator = (Story) => (
  <ul
    aria-label="Movimentações"
    style={{
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      margin: 0,
      padding: 0,
      listStyle: 'none',
    }}
  >
    <Story />
  </ul>
);

const meta = {
  component: TradeRow,
  decorators: [inStatement, padded({ padding: 16 }), withGamesFrame],
  args: { record: pixDeposit, display: BRL },
} satisfies Meta<typeof TradeRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The statement's list (the app frame around it has a skip link of its own). */
const statement = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Movimentações' }));

const route = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

/** Money in: the sub type's name, the main type and time, "+R$ 75,70"; a tap opens its detail. */
export const Credit: Story = {
  play: async ({ canvasElement, step }) => {
    const link = statement(canvasElement).getByRole('link', { name: /^Depósito via Pix/ });
    await step('what it was, when, and the amount with its sign', async () => {
      await expect(link).toHaveTextContent('Depósito · 22/11/2026 11:55');
      await expect(within(link).getByText(/^\+R\$\s75,70$/)).toBeVisible();
    });
    await step('a tap opens the entry', async () => {
      await expect(route(canvasElement)).toHaveTextContent(/^\/$/);
      await tap(link);
      await expect(route(canvasElement)).toHaveTextContent(`/tradedetail?id=${pixDeposit.id}`);
      await repaintAll();
    });
  },
};

/** Money out: a bet, with a minus sign (not only another colour). */
export const Debit: Story = {
  args: { record: bet },
  play: async ({ canvasElement }) => {
    const link = statement(canvasElement).getByRole('link', { name: /^Aposta/ });
    await expect(link).toHaveTextContent('Jogo · 20/11/2026 20:50');
    await expect(within(link).getByText(/^-R\$\s14,73$/)).toBeVisible();
    await expect(link).toHaveAttribute('href', `/tradedetail?id=${bet.id}`);
  },
};

/** Without a name from the server the main type's name stands in for the sub type's. */
export const WithoutSubTypeName: Story = {
  args: { record: { ...prize, subBusinessName: '' } },
  play: async ({ canvasElement }) => {
    const link = statement(canvasElement).getByRole('link');
    await expect(within(link).getByText('Jogo')).toBeVisible();
    await expect(within(link).queryByText('Prêmio')).toBeNull();
    await expect(within(link).getByText(/^\+R\$\s42,72$/)).toBeVisible();
  },
};

const rows = [pixDeposit, withdrawal, bet, prize];

/** A few rows in the desktop frame: the rows keep to the 500 px column. */
export const StatementDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <>
      {rows.map((record) => (
        <TradeRow key={record.id} {...args} record={record} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const links = statement(canvasElement).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(
      rows.map((r) => `/tradedetail?id=${r.id}`),
    );
    await expect(within(links[1]!).getByText(/^-R\$\s194,71$/)).toBeVisible();
    const list = within(canvasElement).getByRole('list', { name: 'Movimentações' });
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};

/** The same rows in the light theme (credit green at AA contrast: axe checks). */
export const StatementLightTheme: Story = {
  globals: { theme: 'light' },
  render: StatementDesktop.render,
  play: async ({ canvasElement }) => {
    const amounts = statement(canvasElement)
      .getAllByRole('link')
      .map((l) => l.textContent?.match(/[+-]?R\$\s[\d.,]+/)?.[0]);
    await expect(amounts).toEqual([
      '+R$\u00a075,70',
      '-R$\u00a0194,71',
      '-R$\u00a014,73',
      '+R$\u00a042,72',
    ]);
  },
};

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ACCOUNT_CHANGES,
  CURRENCY_MAP,
  WALLETS,
  type AccountChangeDetail,
} from '../../../../mocks/data/wallet';
import { SignedAmount } from '../../../../src/features/records/SignedAmount/SignedAmount';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { vars } from '../../../../src/theme/contract.css';
import { padded, withGamesFrame } from '../../../storyKit';

/** The newest statement entry with that sub type's name. */
function entry(subBusinessName: string): AccountChangeDetail {
  const record = ACCOUNT_CHANGES.find((r) => r.subBusinessName === subBusinessName);
  if (!record) throw new Error(`no "${subBusinessName}" in the mock world's statement`);
  return record;
}

const BRL = currencyDisplay('BRL', CURRENCY_MAP);
const USDT = currencyDisplay('USDT', CURRENCY_MAP);
const usdtBalance = WALLETS.find((w) => w.currency === 'USDT')?.availableBalance ?? 0;

/**
 * On a card's surface, where the app always draws it (order cards, statement rows): the tones
 * are chosen for AA contrast against the surface, not against the frame's backdrop.
 */
const onSurface: Decorator = (Story) => (
  <div
    style={{ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface }}
  >
    <Story />
  </div>
);

const meta = {
  component: SignedAmount,
  decorators: [onSurface, padded({ padding: 16 }), withGamesFrame],
  args: { amount: entry('Depósito via Pix').amount, display: BRL },
} satisfies Meta<typeof SignedAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

const colourOf = (element: HTMLElement) => getComputedStyle(element).color;

/** Money in: a plus sign before the symbol, in the success colour. */
export const Credit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^\+R\$\s75,70$/)).toBeVisible();
  },
};

/** Money out: a minus sign, in the text colour. */
export const Debit: Story = {
  args: { amount: entry('Aposta').amount },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^-R\$\s14,73$/)).toBeVisible();
  },
};

/** An amount that rounds to zero at the currency's accuracy: no sign at all. */
export const RoundsToZero: Story = {
  args: { amount: 0.004 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^R\$\s0,00$/)).toBeVisible();
  },
};

/** A crypto amount at its currency's accuracy (USDT: 4 decimals). */
export const CryptoCredit: Story = {
  args: { amount: usdtBalance, display: USDT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^\+USDT\s52,1834$/)).toBeVisible();
  },
};

/** The three sizes, credit beside debit, in the light theme (success green at AA: axe checks). */
export const SizesLightTheme: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.sm }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <p key={size} style={{ display: 'flex', gap: vars.space.lg, margin: 0 }}>
          <SignedAmount {...args} size={size} />
          <SignedAmount {...args} amount={-args.amount} size={size} />
        </p>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const credits = within(canvasElement).getAllByText(/^\+R\$\s75,70$/);
    const debits = within(canvasElement).getAllByText(/^-R\$\s75,70$/);
    await expect(credits).toHaveLength(3);
    await expect(debits).toHaveLength(3);
    const heights = credits.map((c) => parseFloat(getComputedStyle(c).fontSize));
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
    await expect(colourOf(credits[0]!)).not.toBe(colourOf(debits[0]!));
  },
};

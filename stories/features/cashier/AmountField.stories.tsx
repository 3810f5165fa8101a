import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CURRENCY_MAP, WALLET_WITHDRAWAL } from '../../../mocks/data/wallet';
import { AmountField } from '../../../src/features/cashier/AmountField';
import type { AmountLimits } from '../../../src/features/cashier/amount';
import { currencyDisplay } from '../../../src/lib/currencyDisplay';
import { padded, repaintAll, withGamesFrame } from '../../storyKit';

/** A withdrawal's limits for a currency: the mock world's minimum, maximum and withdrawable part. */
function withdrawLimits(currency: string): AmountLimits {
  const wallet = WALLET_WITHDRAWAL.find((w) => w.currency === currency);
  const { symbol, decimals } = currencyDisplay(currency, CURRENCY_MAP);
  return {
    min: wallet?.minAmount,
    max: wallet?.maxAmount,
    accuracy: decimals,
    available: wallet?.withdrawableBalance,
    symbol,
  };
}

type FieldArgs = ComponentProps<typeof AmountField>;

/** Held like a form holds it: what is typed comes back as the value. */
function Controlled(args: FieldArgs) {
  const [value, setValue] = useState(args.value);
  return (
    <AmountField
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  component: AmountField,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: {
    value: '',
    onChange: fn(),
    limits: withdrawLimits('BRL'),
    label: 'Valor do saque',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Valor do saque' });

/** Types `text` and leaves the field, as a player moving on. */
async function typeAndLeave(canvasElement: HTMLElement, text: string) {
  await userEvent.type(field(canvasElement), text);
  field(canvasElement).blur();
}

/** Empty: the symbol before the field and the limits said before any typing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription(/Mínimo R\$\s20,00 · Máximo R\$\s20\.000,00$/);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A good amount with cents: kept as typed, handed up keystroke by keystroke, no error. */
export const Valid: Story = {
  play: async ({ args, canvasElement }) => {
    await typeAndLeave(canvasElement, '150,50');
    await expect(field(canvasElement)).toHaveValue('150,50');
    await expect(args.onChange).toHaveBeenLastCalledWith('150,50');
    await expect(field(canvasElement)).not.toHaveAttribute('aria-invalid', 'true');
    await repaintAll();
  },
};

/** "1e5" is kept as typed (never read as 100000) and refused once the field is left. */
export const BadFormat: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '1e5');
    // Not judged while typing.
    await expect(field(canvasElement)).not.toHaveAttribute('aria-invalid', 'true');
    field(canvasElement).blur();
    await expect(field(canvasElement)).toHaveValue('1e5');
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText('Use só números, com vírgula para os centavos (ex.: 50,00).'),
    ).toBeVisible();
    await repaintAll();
  },
};

/** Over what can be withdrawn now: the withdrawable amount named. */
export const OverAvailable: Story = {
  play: async ({ canvasElement }) => {
    await typeAndLeave(canvasElement, '1500');
    await expect(
      within(canvasElement).getByText(/^O valor passa do disponível: R\$\s1\.200,00\.$/),
    ).toBeVisible();
    await repaintAll();
  },
};

/**
 * A submit was tried with the field never left: the refusal shows at once (USDT: too many
 * decimals for its 4 places).
 */
export const TriedWithTooManyDecimals: Story = {
  args: { limits: withdrawLimits('USDT'), value: '12,123456', showError: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Use no máximo 4 casas decimais.')).toBeVisible();
    await expect(field(canvasElement)).toHaveAccessibleDescription(
      /Mínimo USDT\s10,0000 · Máximo USDT\s5\.000,0000/,
    );
  },
};

/** While the form is sending: the field cannot be changed. */
export const Disabled: Story = {
  args: { value: '100', disabled: true },
  play: async ({ args, canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
    await userEvent.type(field(canvasElement), '5');
    await expect(field(canvasElement)).toHaveValue('100');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Under the minimum, in the light theme on the desktop viewport (axe checks the error text). */
export const BelowMinimumDesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  play: async ({ canvasElement }) => {
    await typeAndLeave(canvasElement, '10');
    await expect(within(canvasElement).getByText(/^O valor mínimo é R\$\s20,00\.$/)).toBeVisible();
    await expect(field(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(500);
    await repaintAll();
  },
};

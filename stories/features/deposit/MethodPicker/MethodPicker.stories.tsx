import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { payMethods } from '../../../../mocks/world/wallet';
import { MethodPicker } from '../../../../src/features/deposit/MethodPicker/MethodPicker';
import { depositMethods } from '../../../../src/features/deposit/methods';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The channel's deposit methods as the mock world lists them: Pix, crypto wallet, bank card. */
const methods = depositMethods({ payMethods: payMethods() });

/** The same, with the card gateway switched off (as the 'deposit-card-off' scenario lists it). */
const cardOff = depositMethods({
  payMethods: payMethods().map((m) => (m.payMethod === 3 ? { ...m, available: false } : m)),
});

const meta = {
  component: MethodPicker,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { methods, value: 1, onChange: fn() },
} satisfies Meta<typeof MethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Forma de pagamento' }));

/** Pix chosen (the default); a tap on the crypto wallet chooses it. */
export const PixChosen: Story = {
  play: async ({ args, canvasElement, step }) => {
    const picker = group(canvasElement);
    await step('three methods in spec order, each with its note', async () => {
      const radios = picker.getAllByRole('radio');
      await expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
        'PixNa hora',
        'Carteira criptoUSDT, BTC, ETH',
        'Cartão bancárioCrédito ou débito',
      ]);
      await expect(radios[0]).toBeChecked();
      for (const radio of radios) await expect(radio).toBeEnabled();
    });
    await step('a tap on "Carteira cripto" chooses it', async () => {
      await tap(picker.getByRole('radio', { name: /^Carteira cripto/ }));
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenCalledWith(2);
    });
    await repaintAll();
  },
};

/** The bank card chosen. */
export const CardChosen: Story = {
  args: { value: 3 },
  play: async ({ canvasElement }) => {
    const picker = group(canvasElement);
    await expect(picker.getByRole('radio', { name: /^Cartão bancário/ })).toBeChecked();
    await expect(picker.getByRole('radio', { name: /^Pix/ })).not.toBeChecked();
  },
};

/**
 * The card gateway is off: the card stays in its place, disabled and marked, and a sentence under
 * the group says which method and what to do instead.
 */
export const CardUnavailable: Story = {
  args: { methods: cardOff },
  play: async ({ args, canvasElement }) => {
    const picker = group(canvasElement);
    const card = picker.getByRole('radio', { name: /^Cartão bancário/ });
    await expect(card).toBeDisabled();
    await expect(card.closest('label')).toHaveTextContent('Indisponível no momento');
    await expect(card).toHaveAccessibleDescription(
      'Indisponível no momento: Cartão bancário. Use outra forma de pagamento ou tente mais tarde.',
    );
    await expect(picker.getByRole('radio', { name: /^Pix/ })).toBeEnabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The card off, in the light theme (the disabled tile's text still at AA contrast: axe checks). */
export const CardUnavailableLightTheme: Story = {
  globals: { theme: 'light' },
  args: { methods: cardOff },
  play: async ({ canvasElement }) => {
    await expect(
      group(canvasElement).getByRole('radio', { name: /^Cartão bancário/ }),
    ).toBeDisabled();
    await expect(group(canvasElement).getByText(/^Indisponível no momento: Cartão/)).toBeVisible();
  },
};

/** On the desktop viewport: the tiles keep to the 500 px column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const fieldset = within(canvasElement).getByRole('group', { name: 'Forma de pagamento' });
    await expect(within(fieldset).getAllByRole('radio')).toHaveLength(3);
    await expect(fieldset.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};

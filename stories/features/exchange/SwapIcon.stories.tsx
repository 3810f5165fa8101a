import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SwapIcon } from '../../../src/features/exchange/SwapIcon';
import { t } from '../../../src/i18n/t';
import { IconButton } from '../../../src/ui/IconButton/IconButton';
import { padded, tap, withGamesFrame } from '../../storyKit';
import '../../../src/i18n/messages/exchange';

type SwapButtonProps = {
  /** The pair cannot be reversed (or a conversion is on its way): the button is off. */
  disabled?: boolean;
  /** Line weight passed to the icon (the icon's own is 2). */
  strokeWidth?: number;
  onSwap: () => void;
};

/**
 * The icon where the exchange draws it: alone in the secondary icon button between the source
 * and the destination cards (PairPicker), which gives it its name, size and colour.
 */
function SwapButton({ disabled = false, strokeWidth, onSwap }: SwapButtonProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center' }}>
      <IconButton
        label={t('exchange.swap')}
        variant="secondary"
        disabled={disabled}
        onClick={onSwap}
      >
        <SwapIcon strokeWidth={strokeWidth} />
      </IconButton>
    </div>
  );
}

const meta = {
  component: SwapButton,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { onSwap: fn() },
} satisfies Meta<typeof SwapButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const swapButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Inverter moedas' });

/**
 * The two arrows, down and up, in the button's colour: the icon is decoration (hidden from
 * screen readers, never focused), the button alone carries the name, and a tap swaps.
 */
export const InSwapButton: Story = {
  play: async ({ args, canvasElement, step }) => {
    const button = swapButton(canvasElement);
    const svg = button.querySelector('svg');
    await step('decoration inside a named button', async () => {
      await expect(svg).not.toBeNull();
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
      await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      await expect(button).toHaveAccessibleName('Inverter moedas');
    });
    await step('drawn in the colour around it, at the standard weight', async () => {
      await expect(svg).toHaveAttribute('stroke', 'currentColor');
      await expect(svg).toHaveAttribute('stroke-width', '2');
      await expect(getComputedStyle(svg!).color).toBe(getComputedStyle(button).color);
    });
    await step('44 px target at least; a tap asks for the swap', async () => {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await tap(button);
      await expect(args.onSwap).toHaveBeenCalledTimes(1);
    });
  },
};

/** The pair cannot be reversed: the button is off and the arrows take its muted colour. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = swapButton(canvasElement);
    await expect(button).toBeDisabled();
    await expect(getComputedStyle(button.querySelector('svg')!).color).toBe(
      getComputedStyle(button).color,
    );
    await tap(button);
    await expect(args.onSwap).not.toHaveBeenCalled();
  },
};

/** A heavier line, as a caller may ask of any line icon, in the light theme. */
export const HeavierLightTheme: Story = {
  globals: { theme: 'light' },
  args: { strokeWidth: 2.5 },
  play: async ({ canvasElement }) => {
    const svg = swapButton(canvasElement).querySelector('svg');
    await expect(svg).toHaveAttribute('stroke-width', '2.5');
  },
};

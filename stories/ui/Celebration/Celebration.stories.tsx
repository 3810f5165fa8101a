import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../src/i18n/t';
import { vars } from '../../../src/theme/contract.css';
import { Celebration } from '../../../src/ui/Celebration/Celebration';
import { padded } from '../../storyKit';
import '../../../src/i18n/messages/wheel';

/*
 * The win moment every won amount shares (wheel, scratch card, red packets, claims, the bonus of
 * a paid deposit). It plays for about a second; these stories pin one frame of it (`frame`), as
 * the runner photographs a still page. With "Movimento: ligado" in the toolbar, ReducedMotion
 * plays it: the amount counts up and the pieces burst, once.
 */
const meta = {
  component: Celebration,
  tags: ['autodocs'],
  argTypes: {
    amount: { description: 'Valor ganho.', control: 'number' },
    symbol: { description: 'Símbolo antes do valor (padrão R$).', control: 'text' },
    decimals: { description: 'Casas decimais (a precisão da moeda, padrão 2).', control: 'number' },
    frame: {
      description: 'Um quadro fixo (start, middle, end); sem ele, o momento toca uma vez.',
      control: 'inline-radio',
      options: ['start', 'middle', 'end'],
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'O momento de um prêmio: o valor sobe de zero até o ganho (cerca de 1 s, algarismos tabulares) e algumas peças se espalham e somem (só transform e opacity). O leitor de tela ouve só o valor final, uma vez; com "reduzir movimento", o valor aparece de uma vez, sem peças.',
      },
    },
  },
  args: { amount: 1234.56 },
  // Room all round: the pieces fly up to about three times the type's size from the middle.
  decorators: [padded({ padding: 48, textAlign: 'center' })],
} satisfies Meta<typeof Celebration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The final words: the one copy outside the aria-hidden parts. */
const finalWords = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('span')].find(
    (span) => !span.closest('[aria-hidden="true"]') && span.childElementCount === 0,
  );

/** The aria-hidden copy that rises over the final words, if drawn. */
const risingCopy = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find(
    (element) => element.textContent !== '',
  );

const pieces = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span:empty'),
];

/**
 * The first frame: R$ 0,00 drawn over the amount won, which already holds its room (hidden, but
 * what a screen reader reads), and the twelve pieces small on its middle line, ready to fly.
 */
export const Start: Story = {
  args: { frame: 'start' },
  play: async ({ canvasElement, step }) => {
    await step('the screen reader gets the amount won, not the count', async () => {
      const words = finalWords(canvasElement);
      await expect(words?.textContent).toBe('R$\u00a01.234,56');
      await expect(getComputedStyle(words as HTMLElement).opacity).toBe('0');
    });
    await step('the count starts at zero, hidden from screen readers', async () => {
      await expect(risingCopy(canvasElement)?.textContent).toBe('R$\u00a00,00');
      await expect(pieces(canvasElement)).toHaveLength(12);
      await expect(pieces(canvasElement).every((p) => getComputedStyle(p).opacity === '1')).toBe(
        true,
      );
    });
  },
};

/**
 * Halfway: the count is past seven eighths (fast, then settling) and the pieces are most of the
 * way out. The rising copy sits exactly on the final words: nothing around them moves.
 */
export const Middle: Story = {
  args: { frame: 'middle' },
  play: async ({ canvasElement }) => {
    const rising = risingCopy(canvasElement) as HTMLElement;
    await expect(rising.textContent).toBe('R$\u00a01.080,24');
    const words = finalWords(canvasElement) as HTMLElement;
    const root = words.parentElement as HTMLElement;
    // The room is the final amount's, whatever the count shows.
    const room = root.getBoundingClientRect().width - words.getBoundingClientRect().width;
    await expect(Math.abs(room)).toBeLessThan(0.5);
    await expect(getComputedStyle(rising).position).toBe('absolute');
    await expect(getComputedStyle(words).fontVariantNumeric).toBe('tabular-nums');
    for (const piece of pieces(canvasElement)) {
      await expect(getComputedStyle(piece).transform).not.toBe('none');
    }
  },
};

/** At rest: the amount won, large and gold, once; no copy over it, no pieces. */
export const End: Story = {
  args: { frame: 'end' },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText(/^R\$\s1\.234,56$/);
    await expect(amount).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

/**
 * In a sentence, as the wheel says it, inside the live region that was on the page before the
 * win: "Você ganhou R$ 50,00!" is what the region reads; the count (R$ 43,75 halfway) is not.
 */
export const InASentence: Story = {
  args: { amount: 50, frame: 'middle', say: (amount) => t('wheel.won', { amount }) },
  render: (args) => (
    <p
      role="status"
      style={{ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold }}
    >
      <Celebration {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(finalWords(canvasElement)?.textContent).toBe('Você ganhou R$\u00a050,00!');
    await expect(risingCopy(canvasElement)?.textContent).toBe('Você ganhou R$\u00a043,75!');
    await expect(status).toContainElement(risingCopy(canvasElement) as HTMLElement);
  },
};

/**
 * Reduced motion (and the test runner, whose motion is always off): the moment does not play;
 * the amount is there at once, with no count and no pieces.
 */
export const ReducedMotion: Story = {
  args: { amount: 8.88 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^R\$\s8,88$/)).toBeVisible();
    if (document.documentElement.dataset.motion === 'off') {
      await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
    }
  },
};

/** Halfway, light theme: the gold and the pieces on white. */
export const MiddleLightTheme: Story = {
  args: { frame: 'middle' },
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(risingCopy(canvasElement)?.textContent).toBe('R$\u00a01.080,24');
    await expect(pieces(canvasElement)).toHaveLength(12);
  },
};

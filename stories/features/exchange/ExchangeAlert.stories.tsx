import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Refuse } from '../../../mocks/world/codes';
import { ExchangeAlert } from '../../../src/features/exchange/ExchangeAlert';
import { t } from '../../../src/i18n/t';
import { padded, withGamesFrame } from '../../storyKit';
import '../../../src/i18n/messages/exchange';

/** A refusal as the exchange page words it: the server's reason, then that nothing moved. */
const refused = `${Refuse.exchangeTooSmall.msg} ${t('exchange.refused.nothingChanged')}`;

/** No answer: what happened, then where to look and that trying again is safe. */
const unanswered = `${t('exchange.refused.noAnswer')} ${t('exchange.refused.checkBalances')}`;

const meta = {
  component: ExchangeAlert,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { message: refused },
} satisfies Meta<typeof ExchangeAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Refused: an alert (announced as it appears) with the reason and that nothing changed. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Valor baixo demais para converter. Nada foi convertido e seus saldos continuam os mesmos.',
    );
  },
};

/** No answer came back: the longer message, wrapped within the column. */
export const NoAnswer: Story = {
  args: { message: unanswered },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/^A conversão ficou sem resposta\./);
    await expect(alert).toHaveTextContent(/a mesma conversão nunca é feita duas vezes\.$/);
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

/** Nothing to say: nothing is drawn, so the next message is announced when it comes. */
export const NoMessage: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Refused, in the light theme (the error tone at AA contrast: axe checks). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/^Valor baixo/);
  },
};

/** No answer, on the desktop viewport: within the 500 px column. */
export const NoAnswerDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { message: unanswered },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};

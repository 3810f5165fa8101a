import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_MEMBER_VIP } from '../../../../mocks/data/activities';
import { Refuse } from '../../../../mocks/world/codes';
import { ClaimOutcome } from '../../../../src/features/activities/ClaimOutcome/ClaimOutcome';
import { t } from '../../../../src/i18n/t';
import { padded } from '../../../storyKit';
import '../../../../src/i18n/messages/rebates';

/*
 * A claim's outcome as the rescue-bonus card words it (rebates messages). The amount is one the
 * mock world pays the demo player (yesterday's rebate); the refusal is the mock world's own word.
 */
const meta = {
  component: ClaimOutcome,
  decorators: [padded({ padding: 16 })],
  args: {
    wonAmount: null,
    wonTitle: (amount) => t('rebates.rescue.won', { amount }),
    wonText: t('rebates.rescue.wonText'),
    refusedMessage: null,
    refusedTitle: t('rebates.refusedTitle'),
    refusedFallback: t('rebates.refusedFallback'),
  },
} satisfies Meta<typeof ClaimOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the claim: an empty live region, ready to read the outcome out; nothing shown. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Won: the amount in the live region, and where it went. */
export const Won: Story = {
  args: { wonAmount: DEMO_MEMBER_VIP.dayRebate },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByText(/^Você recebeu R\$\s12,34!$/)).toBeVisible();
    await expect(within(status).getByText('O valor já está no seu saldo.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Refused with the server's reason: an alert with the title and that reason. */
export const Refused: Story = {
  args: { refusedMessage: Refuse.alreadyClaimed.msg },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      /^Não foi possível resgatarVocê já resgatou este prêmio\.$/,
    );
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Refused without a reason: the card's own fallback words. */
export const RefusedWithoutReason: Story = {
  args: { refusedMessage: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Não conseguimos resgatar agora. Tente novamente.',
    );
  },
};

/** Won, light theme. */
export const WonLightTheme: Story = {
  args: { wonAmount: DEMO_MEMBER_VIP.dayRebate },
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Você recebeu R\$\s12,34!$/)).toBeVisible();
  },
};

/** Refused, light theme. */
export const RefusedLightTheme: Story = {
  args: { refusedMessage: Refuse.alreadyClaimed.msg },
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Você já resgatou este prêmio.')).toBeVisible();
  },
};

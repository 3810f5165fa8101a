import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CURRENCY_MAP } from '../../../../mocks/data/wallet';
import { WonAmount } from '../../../../src/features/activities/redPacket/WonAmount';
import * as popup from '../../../../src/features/activities/activityPopup.css';
import { t } from '../../../../src/i18n/t';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { padded, withGamesFrame } from '../../../storyKit';
import '../../../../src/i18n/messages/activityPopups';

type WonSummaryProps = Parameters<typeof WonAmount>[0];

/**
 * The amount where the red-packet pop-ups put it: first in the claim's live region (ClaimPanel),
 * above the round's message, so the amount is said once when the region fills.
 */
function WonSummary(props: WonSummaryProps) {
  return (
    <section className={popup.content} aria-label={t('redPacketPopup.title')}>
      <div className={popup.summary} role="status">
        <WonAmount {...props} />
        <span className={popup.message}>{t('redPacketPopup.opened.text')}</span>
      </div>
    </section>
  );
}

const meta = {
  component: WonSummary,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: {
    label: t('activityPopups.won'),
    amount: 5.2,
    display: currencyDisplay('BRL', CURRENCY_MAP),
    justWon: true,
  },
} satisfies Meta<typeof WonSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Chuva de envelopes' })).getByRole(
    'status',
  );

/**
 * Won by this tap: the win's moment plays for a person (the amount counts up, a burst); the
 * story runner's motion is off, so it shows the amount at rest, as reduced motion does. The
 * region says the label, the amount once (the rising copy is hidden from readers) and the
 * round's message.
 */
export const JustWon: Story = {
  play: async ({ canvasElement }) => {
    const region = status(canvasElement);
    await expect(region).toHaveTextContent(/^Você ganhou\s*R\$\s5,20/);
    await expect(within(region).getAllByText(/R\$\s5,20/)).toHaveLength(1);
    for (const hidden of region.querySelectorAll('[aria-hidden="true"]')) {
      await expect(hidden.textContent ?? '').not.toMatch(/R\$\s5,20/);
    }
  },
};

/**
 * A packet opened earlier and shown again: the amount at rest from the first frame, no burst
 * and no rising copy, whatever the motion setting.
 */
export const OpenedBefore: Story = {
  args: { justWon: false },
  play: async ({ canvasElement }) => {
    const region = status(canvasElement);
    await expect(region).toHaveTextContent(/^Você ganhou\s*R\$\s5,20/);
    await expect(region.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  },
};

/**
 * A prize in another currency: its own symbol and accuracy (spec 5: USDT has 4 decimals in
 * the currency map), in the light theme.
 */
export const OtherCurrencyLightTheme: Story = {
  globals: { theme: 'light' },
  args: { amount: 1.5, display: currencyDisplay('USDT', CURRENCY_MAP) },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(/^Você ganhou\s*USDT\s1,5000/);
  },
};

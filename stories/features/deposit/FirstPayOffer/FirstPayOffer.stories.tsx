import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FIRST_PAY_ACTIVITY } from '../../../../mocks/data/activities';
import { FIXED_NOW, MINUTE } from '../../../../mocks/data/clock';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../../../../mocks/data/users';
import type { FirstPayLimitSet } from '../../../../src/api/contract';
import { FirstPayOffer } from '../../../../src/features/deposit/FirstPayOffer/FirstPayOffer';
import { firstPayOffer } from '../../../../src/features/deposit/firstPay';
import { advanceClock } from '../../../../.storybook/clock';
import { padded, withGamesFrame } from '../../../storyKit';

const SETS = FIRST_PAY_ACTIVITY.limitTimeFirstPaySets;

/**
 * The offer as the deposit page judges it for the second player (registered 20 minutes before
 * the story's instant, no deposit yet) at `at`, from the sets `sets`.
 */
const offerAt = (at: number, sets: readonly FirstPayLimitSet[] = SETS) =>
  firstPayOffer(sets, SECOND_ACCOUNT.info.registerTime, false, at);

/** 15 minutes on: the 30-minute tier has ended, the 2-hour one is open. */
const LATER = FIXED_NOW + 15 * MINUTE;

const meta = {
  component: FirstPayOffer,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { offer: offerAt(FIXED_NOW), onEnd: fn() },
} satisfies Meta<typeof FirstPayOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

const offer = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Oferta do primeiro depósito' }));

/** The first tier: +100 % up to R$ 200,00 from R$ 20,00, ten minutes left. */
export const FirstTier: Story = {
  play: async ({ canvasElement }) => {
    const card = offer(canvasElement);
    await expect(card.getByText(/^\+100% até R\$\s200,00 no seu primeiro depósito$/)).toBeVisible();
    await expect(card.getByText(/^Depósito mínimo de R\$\s20,00$/)).toBeVisible();
    await expect(card.getByRole('timer')).toHaveAccessibleName('Tempo restante: 00:10:00');
  },
};

/** The first tier has ended: the next one (+50 % up to R$ 150,00) with its own time left. */
export const SecondTier: Story = {
  parameters: { clock: LATER },
  args: { offer: offerAt(LATER) },
  play: async ({ canvasElement }) => {
    const card = offer(canvasElement);
    await expect(card.getByText(/^\+50% até R\$\s150,00 no seu primeiro depósito$/)).toBeVisible();
    await expect(card.getByRole('timer')).toHaveAccessibleName('Tempo restante: 01:25:00');
  },
};

/** A tier the server sends without a cap or a minimum: the rate alone. */
export const RateOnly: Story = {
  args: {
    offer: offerAt(
      FIXED_NOW,
      SETS.map((set) => ({ ...set, rla: 0, minPay: 0 })),
    ),
  },
  play: async ({ canvasElement }) => {
    const card = offer(canvasElement);
    await expect(card.getByText('+100% no seu primeiro depósito')).toBeVisible();
    await expect(card.queryByText(/^Depósito mínimo/)).toBeNull();
  },
};

/** A tier with no figures at all: the generic promise and the time left. */
export const WithoutFigures: Story = {
  args: {
    offer: offerAt(
      FIXED_NOW,
      SETS.map((set) => ({ ...set, rr: 0, rla: 0, minPay: 0 })),
    ),
  },
  play: async ({ canvasElement }) => {
    const card = offer(canvasElement);
    await expect(
      card.getByText('Bônus no seu primeiro depósito, por tempo limitado'),
    ).toBeVisible();
    await expect(card.getByRole('timer')).toBeVisible();
  },
};

/** The demo player has already deposited: no offer, nothing drawn. */
export const NoOffer: Story = {
  args: {
    offer: firstPayOffer(
      SETS,
      DEMO_ACCOUNT.info.registerTime,
      DEMO_ACCOUNT.info.firstCharge,
      FIXED_NOW,
    ),
  },
  play: async ({ args, canvasElement }) => {
    await expect(args.offer).toBeNull();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** The time runs out while shown: the page is told once, to judge the offer again. */
export const TimeRunsOut: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(args.onEnd).not.toHaveBeenCalled();
    // The countdown starts ticking in an effect after the first paint; time that passes before
    // it starts is not "while shown", so let a frame go by first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    advanceClock(10 * MINUTE);
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(offer(canvasElement).getByRole('timer')).toHaveAccessibleName('Encerrado');
  },
};

/** The first tier in the light theme on the desktop viewport (axe checks the contrast). */
export const DesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Oferta do primeiro depósito',
    });
    await expect(within(region).getByRole('timer')).toHaveAccessibleName(
      'Tempo restante: 00:10:00',
    );
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};

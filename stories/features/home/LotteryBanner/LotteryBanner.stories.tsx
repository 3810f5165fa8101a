import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOTTERY_GAME_ID } from '../../../../mocks/data/content';
import { scenarios } from '../../../../mocks/scenarios';
import { LotteryBanner } from '../../../../src/features/home/LotteryBanner/LotteryBanner';
import { overlaysState } from '../../../../src/state/overlays';
import { withLocationProbe } from '../homeSectionKit';
import { logInDemoPlayer } from '../../../storyKit';

const meta = {
  component: LotteryBanner,
  decorators: [withLocationProbe],
} satisfies Meta<typeof LotteryBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Sorteio grátis: jogar no modo de teste';

/** The banner call never answers: a strip-shaped placeholder keeps the space. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: NAME })).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A visitor taps the lottery: the trial game needs login, so the register pop-up opens. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: NAME });
    await userEvent.click(button);
    await expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
    button.blur();
  },
};

/** A player taps the lottery: its game (the banner's linkValue) opens as a trial. */
export const LoggedIn: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: NAME });
    await userEvent.click(button);
    await expect(overlaysState.overlay).toEqual({
      name: 'game',
      props: { gameId: LOTTERY_GAME_ID, isTrial: true },
    });
    button.blur();
  },
};

/** No lottery banner configured (or the call failed): the optional section renders nothing. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull());
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The banner call fails: the strip keeps its box and offers a retry (nothing below moves). */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar o sorteio.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

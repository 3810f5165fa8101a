import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { activityIdOf } from '../../../../mocks/data/activities';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { ActivityDetail } from '../../../../src/screens/ActivityDetail/ActivityDetail';
import {
  failingOnce,
  loadLazyImages,
  logInDemoPlayer,
  tap,
  withGamesFrame,
} from '../../../storyKit';

/*
 * Type 12 "Cashback diário" on its /activityDetail page (spec 7 everyday bet rebate) at the
 * stories' fixed Sunday 22/11/2026 12:00 São Paulo. The demo player (VIP 3, 0,4 %) bet R$ 1.234,50
 * today: R$ 4,93 so far, credited by itself at 00:00 on 23/11 (12:00:00 left). Read-only: spec 7
 * names no claim call for it. No visitor story: the activity is login-only (loginShow 0), so a
 * visitor gets the page's "Atividade não encontrada" (spec 6).
 */
const ID = activityIdOf(12);

const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: `/activityDetail/12?id=${ID}` },
  args: { type: '12' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const patience = { timeout: 5000 };
const NAME = 'Seu cashback de hoje';

async function cashback(canvas: Canvas) {
  const region = await canvas.findByRole('region', { name: NAME }, patience);
  await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'), patience);
  return region;
}

const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

/**
 * Today's bets, the VIP rate, the rebate so far and the time until it is paid (spec 5
 * countdown); no claim anywhere (not even the generic participation card) and a way to the club.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = await cashback(canvas);
    await step('the figures', async () => {
      await expect(figure(region, 'Apostas de hoje')).toHaveTextContent(/^R\$\s1\.234,50$/);
      await expect(figure(region, 'Sua taxa (nível VIP)')).toHaveTextContent(/^0,4\s?%$/);
      await expect(figure(region, 'Cashback até agora')).toHaveTextContent(/^R\$\s4,93$/);
      await expect(within(region).getByRole('timer')).toHaveTextContent('12:00:00');
    });
    await step('paid by itself, nothing to claim', async () => {
      await expect(
        within(region).getByText(
          'Creditado sozinho no seu saldo às 00:00 de 23/11/2026: não é preciso resgatar.',
        ),
      ).toBeVisible();
      await expect(within(region).queryByRole('button')).toBeNull();
      await expect(canvas.queryByRole('region', { name: 'Sua participação' })).toBeNull();
      await expect(
        within(region).getByRole('link', { name: 'Aumente sua taxa no Clube VIP' }),
      ).toHaveAttribute('href', '/viprule');
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * The rebate never answers ('rebates-hang'): the card holds its place, busy; the rules are not
 * placed below it until it has settled.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios['rebates-hang'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: NAME }, patience);
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('timer')).toBeNull();
    // The cards below the view wait for it to settle: its growth never pushes them.
    await expect(canvas.queryByRole('region', { name: 'Regras' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

const failsOnce = failingOnce(endpoints.everydayBetRebate);

/** The rebate fails (HTTP 500): "Algo deu errado" in the card, with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: NAME }, patience);
    await expect(await within(region).findByText('Algo deu errado', {}, patience)).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await loadLazyImages(canvasElement);
  },
};

/** The first read fails; "Tentar novamente" brings the figures. */
export const ErrorRetried: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: NAME }, patience);
    await tap(await within(region).findByRole('button', { name: 'Tentar novamente' }, patience));
    await waitFor(
      () => expect(figure(region, 'Cashback até agora')).toHaveTextContent(/^R\$\s4,93$/),
      patience,
    );
    await loadLazyImages(canvasElement);
  },
};

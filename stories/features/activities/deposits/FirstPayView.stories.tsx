import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ACTIVITY_DETAILS, activityIdOf } from '../../../../mocks/data/activities';
import { ago, DAY } from '../../../../mocks/data/clock';
import { SECOND_ACCOUNT } from '../../../../mocks/data/users';
import { scenarios } from '../../../../mocks/scenarios';
import { FirstPayView } from '../../../../src/features/activities/deposits/FirstPayView';
import { ActivityDetail } from '../../../../src/screens/ActivityDetail/ActivityDetail';
import { setSession } from '../../../../src/state/session';
import { logInDemoPlayer, withGamesFrame } from '../../../storyKit';

/*
 * Type 7 "Primeiro depósito relâmpago" on its /activityDetail page (spec 3, 4) at the stories'
 * fixed 22/11/2026 12:00 São Paulo. Sets: 30 min → 100 % up to R$ 200,00, 2 h → 50 % up to R$
 * 150,00, 24 h → 20 % up to R$ 100,00, each from R$ 20,00. Maria (the second account) registered 20
 * minutes ago and has not deposited: 10 minutes of the first set are left.
 */
const ID = activityIdOf(7);

const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: `/activityDetail/7?id=${ID}` },
  args: { type: '7' },
  beforeEach: () => setSession(SECOND_ACCOUNT.info),
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const view = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Oferta do primeiro depósito' }, { timeout: 5000 });

const setRows = async (region: HTMLElement) =>
  within(await within(region).findByRole('table', { name: 'Ofertas por tempo de cadastro' }))
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'))
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
        .join(' | '),
    );

/** Maria's offer runs: the countdown of the 30 min set (spec 5 format) and "Depositar agora". */
export const InProgress: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await step('the countdown of the set running now', async () => {
      await expect(await within(region).findByRole('timer')).toHaveTextContent('00:10:00');
      await expect(
        within(region).getByText(
          /^Deposite a partir de R\$\s20,00 agora e ganhe 100\s?% de bônus \(até R\$\s200,00\)\.$/,
        ),
      ).toBeVisible();
    });
    await step('the sets with their state, and the way to deposit', async () => {
      const rows = await setRows(region);
      await expect(rows).toHaveLength(4);
      await expect(rows[1]).toMatch(/^30 min \| 100\s?% até R\$\s200,00 \| Agora$/);
      await expect(rows[3]).toMatch(/^24 h \| 20\s?% até R\$\s100,00 \| Depois$/);
      await expect(within(region).getByRole('link', { name: 'Depositar agora' })).toHaveAttribute(
        'href',
        '/deposit',
      );
      await expect(canvas.queryByRole('region', { name: 'Sua participação' })).toBeNull();
    });
  },
};

/** Registered two days ago without a deposit: every set closed, the offer has ended. */
export const Expired: Story = {
  beforeEach: () => setSession({ ...SECOND_ACCOUNT.info, registerTime: ago(2 * DAY) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await expect(await within(region).findByText('A oferta terminou')).toBeVisible();
    await expect(
      within(region).getByText(
        /^O prazo para o primeiro depósito com bônus terminou em 21\/11\/2026/,
      ),
    ).toBeVisible();
    await expect(within(region).queryByRole('timer')).toBeNull();
    await expect(within(region).queryByRole('link', { name: 'Depositar agora' })).toBeNull();
    const rows = await setRows(region);
    await expect(rows.slice(1).every((row) => row?.endsWith('Encerrada'))).toBe(true);
  },
};

/** The demo player made the first deposit long ago: the offer no longer applies. */
export const Claimed: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await expect(await within(region).findByText('Primeiro depósito feito')).toBeVisible();
    await expect(within(region).queryByRole('timer')).toBeNull();
  },
};

/** Nothing answers ('timeout'): the page's placeholders. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: 'Carregando…' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** A visitor (type 7 is login-only: the view alone): the sets and the register pop-up. */
export const Visitor: Story = {
  render: () => (
    <FirstPayView
      detail={ACTIVITY_DETAILS.find((a) => a.id === ID)!}
      loggedIn={false}
      refresh={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    const rows = await setRows(region);
    await expect(rows).toHaveLength(4);
    await expect(rows[2]).toMatch(/^2 h \| 50\s?% até R\$\s150,00$/);
    await expect(
      within(region).getByRole('button', { name: 'Cadastre-se para participar' }),
    ).toBeEnabled();
  },
};

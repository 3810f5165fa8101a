import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ACTIVITY_DETAILS, activityIdOf } from '../../../../mocks/data/activities';
import { scenarios } from '../../../../mocks/scenarios';
import { receiveTotalPay } from '../../../../src/api/activities';
import { endpoints } from '../../../../src/api/allEndpoints';
import { TotalPayView } from '../../../../src/features/activities/deposits/TotalPayView';
import { ActivityDetail } from '../../../../src/screens/ActivityDetail/ActivityDetail';
import { failingOnce, logInDemoPlayer, tap, withGamesFrame } from '../../../storyKit';
import { doubleTap, recordCalls } from '../../../overlays/SignInPopup/activityPopupKit';

/*
 * Type 37 "Depósito acumulado" on its /activityDetail page at the stories' fixed 22/11/2026 12:00
 * São Paulo. The demo player deposited R$ 3.200,00 this period: the tiers of R$ 100,00 (R$ 5,00),
 * R$ 500,00 (R$ 20,00) and R$ 2.000,00 (R$ 88,00) are reached, R$ 10.000,00 (R$ 388,00) is R$
 * 6.800,00 away.
 */
const ID = activityIdOf(37);

const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: `/activityDetail/37?id=${ID}` },
  args: { type: '37' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const view = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Seu depósito acumulado' }, { timeout: 5000 });

const tiers = (region: HTMLElement) =>
  within(region).findByRole('table', { name: 'Faixas de bônus' });

/** Three tiers reached and waiting, the way to the fourth, the generic claim card left out. */
export const Claimable: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    const table = await tiers(region);
    await step('deposits so far and the next tier', async () => {
      await expect(within(region).getByText('Bônus disponível')).toBeVisible();
      await expect(within(region).getByText(/^R\$\s3\.200,00$/)).toBeVisible();
      const bar = within(region).getByRole('progressbar', {
        name: 'Progresso até a próxima faixa',
      });
      await expect(bar).toHaveAttribute('aria-valuenow', '32');
      await expect(
        within(region).getByText(
          /^Faltam R\$\s6\.800,00 para a faixa de R\$\s10\.000,00 \(bônus de R\$\s388,00\)\.$/,
        ),
      ).toBeVisible();
    });
    await step('each reached tier has its claim; the last one is still ahead', async () => {
      await expect(within(table).getAllByRole('button')).toHaveLength(3);
      await expect(
        within(table).getByRole('button', { name: /^Resgatar R\$\s88,00$/ }),
      ).toBeEnabled();
      await expect(within(table).getByText(/^Faltam R\$\s6\.800,00$/)).toBeVisible();
      await expect(canvas.queryByRole('region', { name: 'Sua participação' })).toBeNull();
      await expect(within(region).getByRole('link', { name: 'Depositar' })).toHaveAttribute(
        'href',
        '/deposit',
      );
    });
  },
};

/** A double tap on "Resgatar R$ 20,00" sends one claim; the tier reads "Recebido". */
export const Claiming: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    const table = await tiers(region);
    const claims = recordCalls(endpoints.totalPayReceive.path);
    try {
      await step('a double tap sends one claim', async () => {
        const button = within(table).getByRole('button', { name: /^Resgatar R\$\s20,00$/ });
        await doubleTap(button);
        await expect(await within(region).findByText(/^Você recebeu R\$\s20,00!$/)).toBeVisible();
        await expect(claims.calls).toEqual([`POST ${endpoints.totalPayReceive.path}`]);
      });
    } finally {
      claims.stop();
    }
    await step('the tier is received, the other two still wait', async () => {
      await waitFor(() => expect(within(table).getAllByRole('button')).toHaveLength(2));
      await expect(within(table).getByText('Recebido')).toBeVisible();
    });
  },
};

/** Every reached tier was received earlier: "Em andamento" towards R$ 10.000,00. */
export const Claimed: Story = {
  beforeEach: async () => {
    logInDemoPlayer();
    await receiveTotalPay({}, { idempotencyKey: 'story-total-pay-received' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    const table = await tiers(region);
    await waitFor(() => expect(within(table).getAllByText('Recebido')).toHaveLength(3));
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(within(region).getByText('Em andamento')).toBeVisible();
  },
};

/** The window closed yesterday ('total-pay-ended'): tiers not received have expired. */
export const Expired: Story = {
  parameters: { msw: { handlers: scenarios['total-pay-ended'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    const table = await tiers(region);
    await expect(within(region).getByText('Encerrada')).toBeVisible();
    await expect(within(region).getByText(/^O período terminou em 21\/11\/2026\./)).toBeVisible();
    await expect(within(table).getAllByText('Expirado')).toHaveLength(4);
    await expect(within(region).queryByRole('button')).toBeNull();
    await expect(within(region).queryByRole('progressbar')).toBeNull();
  },
};

const totalPayFails = failingOnce(endpoints.totalPayActivity);

/** The player's figures fail once (HTTP 500): said in place; "Tentar novamente" brings them. */
export const Error: Story = {
  parameters: { msw: { handlers: totalPayFails.handlers } },
  beforeEach: () => {
    logInDemoPlayer();
    totalPayFails.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await expect(
      await within(region).findByText('Não foi possível carregar a promoção.'),
    ).toBeVisible();
    await tap(within(region).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await tiers(region)).toBeVisible();
  },
};

/** Nothing answers ('timeout'): the page's placeholders, busy. */
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

/**
 * A visitor (spec 6: type 37 is login-only, so its page answers "not found" to them; the view
 * itself, shown here alone, offers the tiers and the register pop-up).
 */
export const Visitor: Story = {
  beforeEach: () => undefined,
  render: () => (
    <TotalPayView
      detail={ACTIVITY_DETAILS.find((a) => a.id === ID)!}
      loggedIn={false}
      refresh={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    const table = await tiers(region);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(
      within(region).getByRole('button', { name: 'Cadastre-se para participar' }),
    ).toBeEnabled();
  },
};
